import { test as base } from "@playwright/test";
import { type OwnPortal, startOwnPortal } from "./own-portal.ts";

export { expect } from "@playwright/test";

/** The portal of this worker (one process per worker, so one portal per process). */
let workerPortal: OwnPortal | undefined;

function current(): OwnPortal {
  if (!workerPortal) throw new Error("no portal yet: take `test` from tests/e2e/fixtures.ts");
  return workerPortal;
}

/** The worker's portal's URL (pages and `request` have it as baseURL). */
export const portalUrl = () => current().url;
/** The worker's portal's sandbox provider: resets, faults, the outbox, records. */
export const sandboxUrl = () => current().sandboxUrl;
/** The worker's portal's operations port: /healthz, /readyz, /metrics. */
export const operationsUrl = () => current().opsUrl!;

/**
 * The specs' `test`: every worker starts a portal and sandbox of its own (`node server/index.ts`,
 * SANDBOX_DB=:memory:) on ports found at run time, and pages and `request` go to it. Workers
 * then share nothing: a sandbox reset, a fault or a rate limit in one spec cannot reach a test
 * running beside it. A worker started again after a failure gets a fresh portal.
 */
export const test = base.extend<object, { portal: OwnPortal }>({
  portal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, provide) => {
      const portal = await startOwnPortal(
        {
          // The fault suite waits for provider timeouts; no test needs slower calls.
          PROVIDER_TIMEOUT_MS: "3000",
          LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
        },
        { operations: true },
      );
      workerPortal = portal;
      await provide(portal);
      workerPortal = undefined;
      await portal.stop();
    },
    { scope: "worker", auto: true, timeout: 60_000 },
  ],
  baseURL: async ({ portal }, provide) => {
    await provide(portal.url);
  },
});

/** A portal a spec starts for all its tests: started once, when first needed; stopped in its afterAll. */
export type SpecPortal = { get(): Promise<OwnPortal>; stop(): Promise<void> };

export function specPortal(
  env: Record<string, string | undefined>,
  options?: Parameters<typeof startOwnPortal>[1],
): SpecPortal {
  let started: Promise<OwnPortal> | undefined;
  return {
    get: () => (started ??= startOwnPortal(env, options)),
    async stop() {
      const running = started;
      started = undefined;
      await (await running?.catch(() => undefined))?.stop();
    },
  };
}

/**
 * `test.use(baseURLOf(own))`: pages and `request` of the spec go to its own portal. Playwright
 * sets up `baseURL` for the spec's beforeAll hooks too, before they run, so this is what starts
 * the portal (within the hook's time).
 */
export function baseURLOf(own: SpecPortal) {
  return {
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    baseURL: async ({}, provide: (url: string) => Promise<void>) => {
      await provide((await own.get()).url);
    },
  };
}
