/** The server's logger, for route modules (a *.server.ts module never reaches the browser: docs/decisions/017). */
export * from "#server/logger.ts";
