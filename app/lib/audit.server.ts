/** The audit trail, for route modules (a *.server.ts module never reaches the browser: docs/decisions/017). */
export { audit } from "#server/audit/index.ts";
