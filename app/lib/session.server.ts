/** The server's session, for route modules (a *.server.ts module never reaches the browser: docs/decisions/017). */
export * from "#server/session.ts";
