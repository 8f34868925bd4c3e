import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { config } from "#server/config.ts";
import { checkTestData, requireTestDataEntry } from "./test-data.server.ts";

const status = (run: () => unknown) => {
  try {
    run();
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
  return "no refusal";
};

describe("test data entry", () => {
  const appEnv = config.APP_ENV;
  afterEach(() => {
    config.APP_ENV = appEnv;
  });

  it("does not exist in production: 404 for everyone, before the role is asked", () => {
    config.APP_ENV = "production";
    expect(status(() => requireTestDataEntry(new RouterContextProvider()))).toBe(404);
    config.APP_ENV = "development";
    // Elsewhere the role decides (no member in this context: refused, as every staff page).
    expect(status(() => requireTestDataEntry(new RouterContextProvider()))).toBe(403);
  });

  it("checks the service code, a real day not in the future, and whole megabytes", () => {
    const form = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(values)) data.set(name, value);
      return data;
    };
    const ok = checkTestData(
      form({ serviceCode: "n1001", date: "2026-10-03", downloadedMb: "1500", uploadedMb: "0" }),
      "2026-11-28",
    );
    expect(ok).toEqual({
      values: { serviceCode: "N1001", date: "2026-10-03", downloadedMb: "1500", uploadedMb: "0" },
      errors: [],
    });
    const bad = checkTestData(
      form({ serviceCode: "", date: "2026-12-01", downloadedMb: "-1", uploadedMb: "1.5" }),
      "2026-11-28",
    );
    expect(bad.errors.map((e) => e.fieldId)).toEqual(["serviceCode", "date", "downloadedMb", "uploadedMb"]);
  });
});
