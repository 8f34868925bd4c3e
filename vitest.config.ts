import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "sandbox/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    env: { LOG_LEVEL: "silent", NODE_ENV: "test", SESSION_SECRET: "test-secret-test-secret-test-secret-0123" },
    testTimeout: 20_000,
  },
});
