import { test as base } from "@playwright/test";
import { E2E_PORT, OPERATIONS_PORT } from "./env.ts";
import { type OwnPortal, startOwnPortal } from "./own-portal.ts";

export { expect } from "@playwright/test";

/**
 * The specs' `test`: every worker starts a portal and sandbox of its own (`node server/index.ts`,
 * SANDBOX_DB=:memory:) on its block of ports (tests/e2e/env.ts), and pages and `request` go to
 * it. Workers then share nothing: a sandbox reset, a fault or a rate limit in one spec cannot
 * reach a test running beside it. A worker started again after a failure gets a fresh portal.
 */
export const test = base.extend<object, { portal: OwnPortal }>({
  portal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, provide) => {
      const portal = await startOwnPortal(E2E_PORT, {
        // The fault suite waits for provider timeouts; no test needs slower calls.
        PROVIDER_TIMEOUT_MS: "3000",
        METRICS_PORT: String(OPERATIONS_PORT),
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      });
      await provide(portal);
      await portal.stop();
    },
    { scope: "worker", auto: true, timeout: 60_000 },
  ],
  baseURL: async ({ portal }, provide) => {
    await provide(portal.url);
  },
});
