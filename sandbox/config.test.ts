import { describe, expect, it } from "vitest";
import { parseSandboxConfig } from "./config.ts";

describe("the sandbox's own settings (npm run sandbox)", () => {
  it("listens on loopback, port 3001, with a file store by default", () => {
    const config = parseSandboxConfig({});
    expect(config.SANDBOX_HOST).toBe("127.0.0.1");
    expect(config.SANDBOX_PORT).toBe(3001);
    expect(config.SANDBOX_DB).toBe(".data/sandbox.sqlite");
  });

  it("honours SANDBOX_HOST, SANDBOX_PORT and SANDBOX_DB (a container binds 0.0.0.0)", () => {
    const config = parseSandboxConfig({
      SANDBOX_HOST: "0.0.0.0",
      SANDBOX_PORT: "3501",
      SANDBOX_DB: "/data/sandbox.sqlite",
    });
    expect(config.SANDBOX_HOST).toBe("0.0.0.0");
    expect(config.SANDBOX_PORT).toBe(3501);
    expect(config.SANDBOX_DB).toBe("/data/sandbox.sqlite");
    expect(parseSandboxConfig({ SANDBOX_HOST: "::" }).SANDBOX_HOST).toBe("::");
    expect(parseSandboxConfig({ SANDBOX_HOST: "sandbox.internal" }).SANDBOX_HOST).toBe("sandbox.internal");
  });

  it("treats an empty SANDBOX_HOST as unset", () => {
    expect(parseSandboxConfig({ SANDBOX_HOST: "" }).SANDBOX_HOST).toBe("127.0.0.1");
    expect(parseSandboxConfig({ SANDBOX_HOST: "  " }).SANDBOX_HOST).toBe("127.0.0.1");
  });

  it("refuses a host that is not a name or an address, naming the variable", () => {
    expect(() => parseSandboxConfig({ SANDBOX_HOST: "http://0.0.0.0" })).toThrow(/SANDBOX_HOST must be a host name/);
    expect(() => parseSandboxConfig({ SANDBOX_HOST: "0.0.0.0 3001" })).toThrow(/SANDBOX_HOST/);
  });
});
