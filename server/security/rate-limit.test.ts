import { describe, expect, it } from "vitest";
import { createRateLimit, type LimitRule, type RateLimit } from "./rate-limit.ts";

/** A limit in this process's memory: the point is taken first; a success and a give-back by the limit's rule. */

let nextName = 0;
const limitOf = (rule: Partial<LimitRule> = {}): RateLimit =>
  createRateLimit({ name: `test-${++nextName}`, limit: 3, windowMs: 60_000, failure: "closed", ...rule }, null);
const outcomeOf = async (limit: RateLimit, key = "k") => (await limit.attempt(key)).outcome;

async function allowed(limit: RateLimit, key = "k") {
  const attempt = await limit.attempt(key);
  if (attempt.outcome !== "allowed") throw new Error(`expected allowed, got ${attempt.outcome}`);
  return attempt;
}

describe("a limit in memory", () => {
  it("allows exactly the limit out of a burst sent at once, and refused attempts free nothing", async () => {
    const limit = limitOf();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => outcomeOf(limit)));
    expect(outcomes.filter((o) => o === "allowed")).toHaveLength(3);
    expect(await outcomeOf(limit)).toBe("over");
    expect(await outcomeOf(limit, "another key")).toBe("allowed");
  });

  it("keeps a success's point, unless the limit resets on success", async () => {
    const keeping = limitOf();
    await (await allowed(keeping)).succeeded();
    await allowed(keeping);
    await allowed(keeping);
    expect(await outcomeOf(keeping)).toBe("over");

    const resetting = limitOf({ onSuccess: "reset" });
    await allowed(resetting);
    await allowed(resetting);
    await (await allowed(resetting)).succeeded();
    for (let i = 0; i < 3; i++) await allowed(resetting);
    expect(await outcomeOf(resetting)).toBe("over");
  });

  it("gives a point back, never below nothing", async () => {
    const limit = limitOf({ onSuccess: "reset" });
    const first = await allowed(limit);
    const second = await allowed(limit);
    await second.giveBack();
    await allowed(limit);
    await allowed(limit);
    expect(await outcomeOf(limit)).toBe("over");
    await first.succeeded();
    await first.giveBack();
    for (let i = 0; i < 3; i++) await allowed(limit);
    expect(await outcomeOf(limit)).toBe("over");
  });
});
