import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

describe("parseConfig", () => {
  it("applies defaults", () => {
    const c = parseConfig({ SESSION_SECRET: "x".repeat(32) });
    expect(c.PORT).toBe(3000);
    expect(c.SUPPORT_PHONE).toBe("1300 980 711");
    expect(c.useSandbox).toBe(true);
    expect(c.providerUrl).toBe("http://127.0.0.1:3001");
    expect(c.FEATURE_MOVING).toBe(false);
    expect(c.FEATURE_STATIC_IP).toBe(true);
    expect(c.loginUrl).toBe("/login");
  });

  it.each([
    [{ PORT: "eighty" }, /^Invalid configuration: PORT /],
    [{ PORT: "70000" }, /PORT/],
    [{ PROVIDER_API_URL: "ftp://x" }, /PROVIDER_API_URL/],
    [{ FEATURE_VOIP: "maybe" }, /FEATURE_VOIP must be true or false/],
    [{ RATE_LIMIT_FACTOR: "-1" }, /RATE_LIMIT_FACTOR/],
    [{ RETURN_TO_ORIGINS: "https://ok.example, javascript:alert(1)" }, /RETURN_TO_ORIGINS/],
    [{ SESSION_SECRET: "short" }, /SESSION_SECRET/],
    [{ APP_ENV: "production" }, /SESSION_SECRET is required/],
  ])("rejects %j with one line naming the variable", (env, message) => {
    expect(() => parseConfig({ ...env })).toThrow(ConfigError);
    expect(() => parseConfig({ ...env })).toThrow(message);
  });

  it("uses the OE my-account site as the login URL, different for staging and production", () => {
    const staging = parseConfig({ WHOLESALER_CODE: "OE", APP_ENV: "staging", SESSION_SECRET: "s".repeat(32) });
    const production = parseConfig({ WHOLESALER_CODE: "oe", APP_ENV: "production", SESSION_SECRET: "s".repeat(32) });
    expect(staging.WHOLESALER_CODE).toBe("oe");
    expect(staging.loginUrl).toMatch(/^https:\/\//);
    expect(production.loginUrl).toMatch(/^https:\/\//);
    expect(staging.loginUrl).not.toBe(production.loginUrl);
  });

  it("generates a development secret and shares it with later parses", () => {
    const env: Record<string, string | undefined> = {};
    const first = parseConfig(env);
    expect(first.SESSION_SECRET[0]).toHaveLength(43);
    expect(parseConfig(env).SESSION_SECRET).toEqual(first.SESSION_SECRET);
  });

  it("stops the server with a single line on a bad value", () => {
    const run = spawnSync(process.execPath, ["server/index.ts"], {
      env: { ...process.env, PORT: "not-a-port" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Invalid configuration: PORT /)]);
  });
});
