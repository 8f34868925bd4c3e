/** Sign-in strategies (remix-auth) and token checks, for route modules (a *.server.ts module never reaches the browser: docs/decisions/017). */
export * from "#server/auth.ts";
