/** Settings shared by playwright.config.ts and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SANDBOX_URL = `http://127.0.0.1:${E2E_PORT + 1}`;
export const E2E_SESSION_SECRET = "e2e-session-secret-e2e-session-secret-0001";
