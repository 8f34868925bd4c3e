/** Settings shared by playwright.config.ts and the specs. */

/** The first of the run's ports; each worker takes a block of PORTS_PER_WORKER from here. */
const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Each worker has a portal and sandbox of its own (tests/e2e/fixtures.ts), so no test sees
 * another worker's sandbox resets, faults or rate limits. Its block: the portal on +0, its sandbox
 * on +1, its operations port (probes, metrics) on +2, and the portals some specs start themselves
 * on +10 … +47 (their operations ports, where a spec needs one, on +3 … +9).
 */
const PORTS_PER_WORKER = 50;

/** Playwright numbers the workers running at once 0, 1, …; the runner's own process is 0. */
const workerSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** This worker's portal port: the base of its block. */
export const E2E_PORT = E2E_BASE_PORT + PORTS_PER_WORKER * workerSlot;
export const SANDBOX_URL = `http://127.0.0.1:${E2E_PORT + 1}`;
/** This worker's portal's operations port: /healthz, /readyz, /metrics. */
export const OPERATIONS_PORT = E2E_PORT + 2;
export const OPERATIONS_URL = `http://localhost:${OPERATIONS_PORT}`;
export const E2E_SESSION_SECRET = "e2e-session-secret-e2e-session-secret-0001";

/** Specs every test of which runs in one project only (playwright.config.ts). */
export const SERVER_SPECS = /\b(abuse|form-bounds|scale-out)\.spec\.ts\b/;
export const JS_SPECS = /\b(keyboard|lazy-validation)\.spec\.ts\b/;
