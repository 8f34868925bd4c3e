import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import express from "express";
import { describe, expect, it } from "vitest";
import { freePorts } from "#tests/free-ports.ts";
import { ConfigError, parseConfig } from "./config.ts";

/** Ports of a portal started here: free ones, and no staff listener (no test here uses it). */
async function ownPorts() {
  const [port, sandboxPort, idpPort] = await freePorts(3);
  return {
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_IDP_PORT: String(idpPort),
    STAFF_PORT: "off",
  };
}

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
    expect(c.PROVIDER_TIME_ZONE).toBe("Australia/Sydney");
    expect(c.REDIS_URL).toBeUndefined();
    expect(parseConfig({ REDIS_URL: "" }).REDIS_URL).toBeUndefined();
    expect(parseConfig({ REDIS_URL: "rediss://:secret@cache.internal:6380/2" }).REDIS_URL).toBe(
      "rediss://:secret@cache.internal:6380/2",
    );
    expect(parseConfig({ PROVIDER_TIME_ZONE: "Australia/Perth" }).PROVIDER_TIME_ZONE).toBe("Australia/Perth");
    // Per-address flood guards sized for carrier NAT (docs/decisions/056), each configurable.
    expect([c.SIGN_IN_PER_IP_LIMIT, c.SIGN_IN_LINKS_PER_IP_LIMIT, c.PASSWORD_RESET_REQUESTS_PER_IP_LIMIT]).toEqual([
      300, 100, 100,
    ]);
    expect([c.FORM_POSTS_PER_IP_LIMIT, c.PAGE_VIEWS_PER_IP_LIMIT]).toEqual([600, 3000]);
    expect(parseConfig({ PAGE_VIEWS_PER_IP_LIMIT: "20000" }).PAGE_VIEWS_PER_IP_LIMIT).toBe(20_000);
    // The portal compresses its pages unless told a proxy in front does (docs/deployment.md).
    expect(c.COMPRESSION).toBe(true);
    expect(parseConfig({ COMPRESSION: "off" }).COMPRESSION).toBe(false);
    expect(parseConfig({ COMPRESSION: "on" }).COMPRESSION).toBe(true);
  });

  it.each([
    [{ PORT: "eighty" }, /^Invalid configuration: PORT /],
    [{ PORT: "70000" }, /PORT/],
    [{ PROVIDER_API_URL: "ftp://x" }, /PROVIDER_API_URL/],
    [{ FEATURE_VOIP: "maybe" }, /FEATURE_VOIP must be true or false/],
    [{ RATE_LIMIT_FACTOR: "-1" }, /RATE_LIMIT_FACTOR/],
    [{ SIGN_IN_PER_IP_LIMIT: "0" }, /^Invalid configuration: SIGN_IN_PER_IP_LIMIT must be at least 1/],
    [{ PAGE_VIEWS_PER_IP_LIMIT: "lots" }, /^Invalid configuration: PAGE_VIEWS_PER_IP_LIMIT must be a whole number/],
    [{ RETURN_TO_ORIGINS: "https://ok.example, javascript:alert(1)" }, /RETURN_TO_ORIGINS/],
    [{ SESSION_SECRET: "short" }, /SESSION_SECRET/],
    [{ APP_ENV: "production" }, /SESSION_SECRET is required/],
    [{ APP_ENV: "production", SESSION_SECRET: "s".repeat(32) }, /^Invalid configuration: PROVIDER_API_URL is required/],
    [{ TRUST_PROXY: "true" }, /^Invalid configuration: TRUST_PROXY .*never true/],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /TRUST_PROXY/],
    [{ TRUST_PROXY: "proxy.example.com" }, /TRUST_PROXY/],
    // A /0 range is every address: the same as trusting every hop.
    [{ TRUST_PROXY: "0.0.0.0/0" }, /^Invalid configuration: TRUST_PROXY .*\/0/],
    [{ TRUST_PROXY: "10.0.0.1, ::/0" }, /^Invalid configuration: TRUST_PROXY /],
    [{ TRUST_PROXY: "10.0.0.0/00" }, /^Invalid configuration: TRUST_PROXY /],
    [
      { APP_ENV: "staging", SESSION_SECRET: "s".repeat(32) },
      /^Invalid configuration: PROVIDER_API_URL is required when APP_ENV is staging/,
    ],
    [{ NODE_ENV: "production" }, /^Invalid configuration: SESSION_SECRET is required when APP_ENV is production/],
    [
      { NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) },
      /^Invalid configuration: PROVIDER_API_URL is required/,
    ],
    [{ SANDBOX: "yes-please" }, /SANDBOX must be on or off/],
    [{ COMPRESSION: "gzip" }, /COMPRESSION must be true or false/],
    [{ SESSION_IDLE_MINUTES: "0" }, /SESSION_IDLE_MINUTES/],
    [{ PROVIDER_TIME_ZONE: "Sydney" }, /^Invalid configuration: PROVIDER_TIME_ZONE must be an IANA time zone/],
    [
      { REDIS_URL: "http://127.0.0.1:6379" },
      /^Invalid configuration: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    ],
    [{ REDIS_URL: "127.0.0.1:6379" }, /REDIS_URL/],
    [{ METRICS_PORT: "metrics" }, /^Invalid configuration: METRICS_PORT must be a port number, or off/],
    [{ METRICS_PORT: "70000" }, /^Invalid configuration: METRICS_PORT /],
    [{ METRICS_PORT: "-1" }, /^Invalid configuration: METRICS_PORT /],
    [{ SHUTDOWN_DRAIN_MS: "soon" }, /^Invalid configuration: SHUTDOWN_DRAIN_MS must be milliseconds/],
    [{ SHUTDOWN_DRAIN_MS: "600000" }, /^Invalid configuration: SHUTDOWN_DRAIN_MS must be at most 300000/],
    [{ REQUEST_TIMEOUT_MS: "500" }, /^Invalid configuration: REQUEST_TIMEOUT_MS must be at least 1000/],
    [{ REQUEST_TIMEOUT_MS: "slow" }, /^Invalid configuration: REQUEST_TIMEOUT_MS must be milliseconds/],
    [{ REDIS_SENTINELS: "sentinel-0" }, /^Invalid configuration: REDIS_SENTINELS.* must be a list of host:port/],
    [
      { REDIS_SENTINELS: "sentinel-0:26379" },
      /^Invalid configuration: REDIS_SENTINEL_NAME is required with REDIS_SENTINELS/,
    ],
    [
      { REDIS_SENTINELS: "sentinel-0:26379", REDIS_SENTINEL_NAME: "portal", REDIS_URL: "redis://cache:6379/0" },
      /^Invalid configuration: set REDIS_URL or REDIS_SENTINELS, not both/,
    ],
  ])("rejects %j with one line naming the variable", (env, message) => {
    expect(() => parseConfig({ ...env })).toThrow(ConfigError);
    expect(() => parseConfig({ ...env })).toThrow(message);
  });

  it("gives a client 30 s to send a whole request unless told otherwise", () => {
    expect(parseConfig({}).REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(parseConfig({ REQUEST_TIMEOUT_MS: "3000" }).REQUEST_TIMEOUT_MS).toBe(3000);
  });

  it("reads the drain budget and Redis Sentinel's settings", () => {
    expect(parseConfig({}).SHUTDOWN_DRAIN_MS).toBe(15_000);
    expect(parseConfig({ SHUTDOWN_DRAIN_MS: "0" }).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(parseConfig({}).REDIS_SENTINELS).toEqual([]);
    const c = parseConfig({
      REDIS_SENTINELS: "sentinel-0.redis:26379, 10.0.0.7:26380,[::1]:26381",
      REDIS_SENTINEL_NAME: "portal",
      REDIS_PASSWORD: "data-secret",
      REDIS_SENTINEL_PASSWORD: "",
    });
    expect(c.REDIS_SENTINELS).toEqual(["sentinel-0.redis:26379", "10.0.0.7:26380", "[::1]:26381"]);
    expect(c.REDIS_SENTINEL_NAME).toBe("portal");
    expect(c.REDIS_PASSWORD).toBe("data-secret");
    expect(c.REDIS_SENTINEL_PASSWORD).toBeUndefined();
  });

  it("starts the sandbox in production or staging only when SANDBOX=on says so", () => {
    const c = parseConfig({ APP_ENV: "production", SESSION_SECRET: "s".repeat(32), SANDBOX: "on" });
    expect(c.useSandbox).toBe(true);
    expect(parseConfig({ APP_ENV: "staging", SESSION_SECRET: "s".repeat(32), SANDBOX: "on" }).useSandbox).toBe(true);
    const real = parseConfig({
      APP_ENV: "production",
      SESSION_SECRET: "s".repeat(32),
      PROVIDER_API_URL: "https://api.example.com",
    });
    expect(real.useSandbox).toBe(false);
  });

  it("APP_ENV follows NODE_ENV=production unless it says otherwise", () => {
    const production = parseConfig({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), SANDBOX: "on" });
    expect(production.APP_ENV).toBe("production");
    expect(production.isProduction).toBe(true);
    expect(parseConfig({ NODE_ENV: "production", APP_ENV: "development" }).APP_ENV).toBe("development");
    expect(
      parseConfig({ NODE_ENV: "production", APP_ENV: "staging", SESSION_SECRET: "s".repeat(32), SANDBOX: "on" })
        .APP_ENV,
    ).toBe("staging");
    for (const NODE_ENV of [undefined, "development", "test"])
      expect(parseConfig({ NODE_ENV }).APP_ENV, NODE_ENV).toBe("development");
  });

  it("every TRUST_PROXY it accepts, Express accepts too (so a start never fails later on it)", () => {
    for (const value of [
      "1",
      "0",
      "loopback",
      "10.0.0.0/8",
      "10.0.0.0/1",
      "::1",
      "::1/128",
      "fe80::/10",
      "192.0.2.7/32",
      "2001:db8::/32",
    ]) {
      const trust = parseConfig({ TRUST_PROXY: value }).TRUST_PROXY;
      expect(() => express().set("trust proxy", trust), value).not.toThrow();
    }
  });

  it("trusts a hop count or named proxy addresses, never every hop", () => {
    expect(parseConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8, 192.0.2.7, ::1" }).TRUST_PROXY).toBe(
      "loopback,10.0.0.0/8,192.0.2.7,::1",
    );
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
  });

  it("writes the audit trail into the log stream unless AUDIT_LOG names a file", () => {
    expect(parseConfig({}).AUDIT_LOG).toBeUndefined();
    expect(parseConfig({ AUDIT_LOG: "" }).AUDIT_LOG).toBeUndefined();
    expect(parseConfig({ AUDIT_LOG: "  " }).AUDIT_LOG).toBeUndefined();
    expect(parseConfig({ AUDIT_LOG: " /var/log/portal/audit.jsonl " }).AUDIT_LOG).toBe("/var/log/portal/audit.jsonl");
  });

  it("serves metrics on port 9464 unless METRICS_PORT names another, or off (or 0) for none", () => {
    expect(parseConfig({}).METRICS_PORT).toBe(9464);
    expect(parseConfig({ METRICS_PORT: "" }).METRICS_PORT).toBe(9464);
    expect(parseConfig({ METRICS_PORT: "9100" }).METRICS_PORT).toBe(9100);
    expect(parseConfig({ METRICS_PORT: "off" }).METRICS_PORT).toBeNull();
    expect(parseConfig({ METRICS_PORT: "0" }).METRICS_PORT).toBeNull();
  });

  it("has a 12 hour absolute and a 30 minute idle session lifetime by default", () => {
    const c = parseConfig({});
    expect(c.SESSION_MAX_AGE_MINUTES).toBe(720);
    expect(c.SESSION_IDLE_MINUTES).toBe(30);
  });

  it("uses the OE my-account site as the login URL, different for staging and production", () => {
    const staging = parseConfig({
      WHOLESALER_CODE: "OE",
      APP_ENV: "staging",
      SESSION_SECRET: "s".repeat(32),
      SANDBOX: "on",
    });
    const production = parseConfig({
      WHOLESALER_CODE: "oe",
      APP_ENV: "production",
      SESSION_SECRET: "s".repeat(32),
      PROVIDER_API_URL: "https://api.example.com",
    });
    expect(staging.wholesaler).toEqual({ code: "oe", name: null, isOE: true });
    expect(staging.loginUrl).toMatch(/^https:\/\//);
    expect(production.loginUrl).toMatch(/^https:\/\//);
    expect(staging.loginUrl).not.toBe(production.loginUrl);
  });

  it("derives the wholesaler once: the code in lower case, its name, and whether it is OE", () => {
    expect(parseConfig({}).wholesaler).toEqual({ code: null, name: null, isOE: false });
    expect(parseConfig({ WHOLESALER_CODE: "OE", WHOLESALER_NAME: "Acme Energy" }).wholesaler).toEqual({
      code: "oe",
      name: "Acme Energy",
      isOE: true,
    });
    expect(parseConfig({ WHOLESALER_CODE: "oE" }).wholesaler.isOE).toBe(true);
    for (const code of ["o", "oee", "XY", ""])
      expect(parseConfig({ WHOLESALER_CODE: code }).wholesaler.isOE).toBe(false);
    expect(parseConfig({ WHOLESALER_CODE: "XY" }).loginUrl).toBe("/login");
    expect(() => parseConfig({ WHOLESALER_CODE: " oe " })).toThrow(/WHOLESALER_CODE must be letters and digits/);
  });

  it("takes a brand logo only as a path on the portal's own origin", () => {
    expect(parseConfig({}).BRAND_LOGO_PATH).toBeUndefined();
    expect(parseConfig({ BRAND_LOGO_PATH: "/brand/acme-energy.svg" }).BRAND_LOGO_PATH).toBe("/brand/acme-energy.svg");
    for (const value of ["https://cdn.example.com/logo.svg", "//cdn.example.com/logo.svg", "logo.svg", "/a b.svg"])
      expect(() => parseConfig({ BRAND_LOGO_PATH: value }), value).toThrow(
        /BRAND_LOGO_PATH must be a path on this site/,
      );
  });

  it("generates a random development secret, without writing it into the environment", () => {
    const env: Record<string, string | undefined> = {};
    const first = parseConfig(env);
    expect(first.SESSION_SECRET[0]).toHaveLength(43);
    expect(parseConfig(env).SESSION_SECRET).not.toEqual(first.SESSION_SECRET);
    expect(env).toEqual({});
  });

  it("stops the server with a single line on a bad value", () => {
    const run = spawnSync(process.execPath, ["server/index.ts"], {
      env: { ...process.env, PORT: "not-a-port" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Invalid configuration: PORT /)]);
  });

  it("refuses to start in production without a provider, in one line naming PROVIDER_API_URL", () => {
    const run = spawnSync(process.execPath, ["server/index.ts"], {
      env: { ...process.env, APP_ENV: "production", SESSION_SECRET: "s".repeat(32), PROVIDER_API_URL: "" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Invalid configuration: PROVIDER_API_URL /)]);
  });

  it("stops the server with a single line on a TRUST_PROXY Express would refuse", async () => {
    const run = spawnSync(process.execPath, ["server/index.ts"], {
      env: { ...process.env, TRUST_PROXY: "0.0.0.0/0", ...(await ownPorts()), SANDBOX_DB: ":memory:" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Invalid configuration: TRUST_PROXY /)]);
  });

  it.each(["production", "staging"])(
    "warns at start when APP_ENV=%s runs the demo sandbox because SANDBOX=on says so",
    async (appEnv) => {
      const child = spawn(process.execPath, ["server/index.ts"], {
        env: {
          ...process.env,
          APP_ENV: appEnv,
          SESSION_SECRET: "s".repeat(32),
          PROVIDER_API_URL: "",
          SANDBOX: "on",
          SANDBOX_DB: ":memory:",
          ...(await ownPorts()),
          LOG_LEVEL: "warn",
        },
      });
      let output = "";
      const warned = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 15_000);
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes("SANDBOX=on")) {
            clearTimeout(timer);
            resolve(true);
          }
        };
        child.stdout.on("data", read);
        child.stderr.on("data", read);
      });
      child.kill("SIGKILL");
      expect(warned, output).toBe(true);
      expect(output).toMatch(/"level":40/);
      expect(output).toContain(`APP_ENV is ${appEnv} and SANDBOX=on`);
    },
  );

  it("the Docker image runs with production defaults", () => {
    const dockerfile = readFileSync(new URL("../Dockerfile", import.meta.url), "utf8");
    expect(dockerfile).toMatch(/^ENV .*\bAPP_ENV=production\b/m);
  });
});

describe("the staff console's settings", () => {
  it("STAFF_PORT: 3002 by default, a port, or off", () => {
    expect(parseConfig({}).STAFF_PORT).toBe(3002);
    expect(parseConfig({ STAFF_PORT: "4402" }).STAFF_PORT).toBe(4402);
    expect(parseConfig({ STAFF_PORT: "off" }).STAFF_PORT).toBeNull();
    expect(() => parseConfig({ STAFF_PORT: "staff" })).toThrow(/STAFF_PORT must be a port number, or off/);
    expect(parseConfig({ STAFF_PORT: "4402" }).staffUrl).toBe("http://localhost:4402");
    expect(parseConfig({ STAFF_URL: "https://staff.example.com/" }).staffUrl).toBe("https://staff.example.com");
  });

  it("STAFF_OIDC_*: all three or none; half a configuration is refused in one line", () => {
    expect(parseConfig({}).staffOidc).toBeNull();
    const all = {
      STAFF_OIDC_ISSUER: "https://login.example.com/realms/staff",
      STAFF_OIDC_CLIENT_ID: "staff-console",
      STAFF_OIDC_CLIENT_SECRET: "s3cret",
    };
    expect(parseConfig(all).staffOidc).toEqual({
      issuer: all.STAFF_OIDC_ISSUER,
      clientId: "staff-console",
      clientSecret: "s3cret",
    });
    expect(() => parseConfig({ STAFF_OIDC_ISSUER: all.STAFF_OIDC_ISSUER })).toThrow(
      "Invalid configuration: STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID and STAFF_OIDC_CLIENT_SECRET go together (missing STAFF_OIDC_CLIENT_ID, STAFF_OIDC_CLIENT_SECRET)",
    );
    expect(() => parseConfig({ ...all, STAFF_OIDC_CLIENT_SECRET: "" })).toThrow(/missing STAFF_OIDC_CLIENT_SECRET\)$/);
  });
});
