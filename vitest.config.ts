import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    // Every *.test.ts(x) wherever it lives (beside its code, tests/unit, tests/integration); the
    // Playwright suite is *.spec.ts and never matches.
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "build/**"],
    environment: "node",
    env: { LOG_LEVEL: "silent", NODE_ENV: "test", SESSION_SECRET: "test-secret-test-secret-test-secret-0123" },
    testTimeout: 20_000,
  },
});
