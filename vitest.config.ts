import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

/**
 * What makes a test file hold state beyond its own module graph, or change the process's:
 * the portal's server, the sandbox or the test harnesses (the state store, config, metrics and
 * logger are module singletons there), a `*.server.ts` module, the environment, mocks, fake
 * clocks, another test environment. Such a file runs in a fresh module graph (isolated). The test
 * harnesses' server-markup helpers (`#tests/markup.tsx`, `#tests/render-markup.tsx`) hold no
 * state (a router stub made per call), so a component test that uses them stays shared.
 */
const HOLDS_STATE =
  /#server\/|#sandbox\/|#tests\/(?!(markup|render-markup)\.tsx["'])|\.server\.tsx?["']|process\.env|vi\.(mock|doMock|stub|resetModules|useFakeTimers|setSystemTime)|vitest-environment/;

/**
 * Pure unit tests: app code (rules, schemas, components, formatting) and the scripts' helpers
 * that import none of the above. They share one module graph per worker (isolate: false), so
 * React, zod and date-fns are evaluated once per worker rather than once per file.
 */
const shared = globSync("{app,scripts}/**/*.test.{ts,tsx}").filter(
  (file) => !HOLDS_STATE.test(readFileSync(file, "utf8")),
);

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: "node",
    env: { LOG_LEVEL: "silent", NODE_ENV: "test", SESSION_SECRET: "test-secret-test-secret-test-secret-0123" },
    testTimeout: 20_000,
    // One worker a core (vitest's own default leaves one core to itself: half of a 2-core machine).
    // Most of the integration tests' time is spent waiting on processes and sockets.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: "shared", include: shared, isolate: false },
      },
      {
        extends: true,
        test: {
          name: "isolated",
          // Every *.test.ts(x) wherever it lives (beside its code, tests/unit, tests/integration); the
          // Playwright suite is *.spec.ts and never matches.
          include: ["**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", "build/**", ...shared],
        },
      },
    ],
  },
});
