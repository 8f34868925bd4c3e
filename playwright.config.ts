import { defineConfig } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/chromium.ts";
import { E2E_PORT as PORT, E2E_SESSION_SECRET } from "./tests/e2e/env.ts";

const SANDBOX_PORT = PORT + 1;

/** The main journeys run twice: JavaScript on and JavaScript off. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node server/index.ts",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DB: ":memory:",
      RATE_LIMIT_FACTOR: "1000",
      // The fault suite (tests/e2e/faults.spec.ts) waits for provider timeouts; no test needs slower calls.
      PROVIDER_TIMEOUT_MS: "3000",
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      SESSION_SECRET: E2E_SESSION_SECRET,
      APP_ENV: "development",
      NODE_ENV: "production",
    },
  },
});
