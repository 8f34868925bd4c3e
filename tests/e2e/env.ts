/** Settings shared by playwright.config.ts and the specs. */

export const E2E_SESSION_SECRET = "e2e-session-secret-e2e-session-secret-0001";

/** Specs every test of which runs in one project only (playwright.config.ts). */
export const SERVER_SPECS = /\b(abuse|form-bounds|scale-out)\.spec\.ts\b/;
export const JS_SPECS = /\b(hydration|keyboard|lazy-validation)\.spec\.ts\b/;
