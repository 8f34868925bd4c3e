import { describe, expect, it } from "vitest";
import { createReadiness } from "./readiness.ts";

describe("readiness", () => {
  it("looks at Redis and the provider once per interval, however many probes ask", async () => {
    let checks = 0;
    let now = 0;
    const readiness = createReadiness(
      async () => {
        checks += 1;
        return { state: "up", provider: "down" };
      },
      5_000,
      () => now,
    );
    const answers = await Promise.all(Array.from({ length: 100 }, () => readiness.check()));
    expect(checks).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: "degraded", state: "up", provider: "down" })]),
    );
    now = 4_999;
    for (let i = 0; i < 100; i++) await readiness.check();
    expect(checks).toBe(1);
    now = 5_000;
    await readiness.check();
    expect(checks).toBe(2);
  });

  it("says stopping on the next probe, without waiting for a new check", async () => {
    let checks = 0;
    const readiness = createReadiness(
      async () => {
        checks += 1;
        return { state: "memory", provider: "up" };
      },
      5_000,
      () => 0,
    );
    expect((await readiness.check()).status).toBe("ready");
    readiness.markStopping();
    expect(await readiness.check()).toEqual({ status: "stopping", state: "memory", provider: "up" });
    expect(checks).toBe(1);
  });
});
