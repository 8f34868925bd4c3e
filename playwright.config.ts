import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";

import { CHROMIUM_ARGS, E2E_BROWSER_PATH } from "./tests/chromium.ts";
import { JS_SPECS, SERVER_SPECS } from "./tests/e2e/env.ts";

/**
 * Three projects, chosen before the run (never by skips inside a test):
 * - `js-off` runs every journey as a browser without JavaScript sees it: the baseline every page
 *   must meet.
 * - `js-on` runs only what JavaScript adds: client navigation, pending states, inline (lazy)
 *   validation, focus, hydration (every main page once: hydration.spec.ts), so a test of what the
 *   server draws, which JavaScript leaves as it is, runs in js-off only. Tests tagged `@js` run here as well as in js-off; tests tagged
 *   `@js-only` need JavaScript and run here only; so does every test in JS_SPECS (tests/e2e/env.ts).
 * - `server` runs what needs no browser difference (raw posts, processes, Redis): SERVER_SPECS
 *   and tests tagged `@server`. Their tests use `request` or a page without JavaScript.
 * Each worker has a portal and sandbox of its own (tests/e2e/fixtures.ts); one worker a core
 * (E2E_WORKERS to choose): in `npm test` the rest of the checks fill the workers' gaps, and two a
 * core made the whole run slower (decision 074).
 * A grep is matched against the file name, the describe titles, the title and the tags.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  // Generous on purpose: waits are on conditions, so a passing test takes no longer, and a
  // machine with other work on it (CI, seven sessions at once) does not fail a correct page.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    launchOptions: {
      executablePath: E2E_BROWSER_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "server",
      grep: [/@server\b/, SERVER_SPECS],
      use: { javaScriptEnabled: false },
    },
    {
      name: "js-off",
      grepInvert: [/@server\b/, /@js-only\b/, SERVER_SPECS, JS_SPECS],
      use: { javaScriptEnabled: false },
    },
    {
      name: "js-on",
      grep: [/@js\b/, /@js-only\b/, JS_SPECS],
      grepInvert: [/@server\b/, SERVER_SPECS],
      use: { javaScriptEnabled: true },
    },
  ],
});
