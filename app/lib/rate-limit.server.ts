/** The server's rate-limit, for route modules (a *.server.ts module never reaches the browser: docs/decisions/017). */
export * from "#server/security/rate-limit.ts";
