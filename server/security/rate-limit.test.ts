import { describe, expect, it } from "vitest";
import { attemptAll, createRateLimit, type LimitRule, type RateLimit } from "./rate-limit.ts";

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

  it("a success of a give-back limit returns its own point and leaves the others' counted", async () => {
    const ceiling = limitOf({ onSuccess: "give-back" });
    await allowed(ceiling);
    await allowed(ceiling);
    await (await allowed(ceiling)).succeeded();
    await allowed(ceiling);
    expect(await outcomeOf(ceiling)).toBe("over");
  });
});

describe("an attempt counted by several limits", () => {
  it("takes every point; a refusal by a later limit gives the earlier points back", async () => {
    const perIp = limitOf({ limit: 5 });
    const perAccount = limitOf({ limit: 2 });
    const both = () => attemptAll([perIp, "address"], [perAccount, "account"]);
    expect((await both()).outcome).toBe("allowed");
    expect((await both()).outcome).toBe("allowed");
    for (let i = 0; i < 10; i++) expect((await both()).outcome).toBe("over");
    // Only the two attempts that were made count at the address.
    for (let i = 0; i < 3; i++) await allowed(perIp, "address");
    expect(await outcomeOf(perIp, "address")).toBe("over");
  });

  it("gives back, and succeeds, on every limit by its own rule", async () => {
    const perIp = limitOf({ limit: 2, onSuccess: "give-back" });
    const perDevice = limitOf({ limit: 2, onSuccess: "reset" });
    const both = async () => {
      const attempt = await attemptAll([perIp, "address"], [perDevice, "device"]);
      if (attempt.outcome !== "allowed") throw new Error(`expected allowed, got ${attempt.outcome}`);
      return attempt;
    };
    await (await both()).giveBack();
    await (await both()).succeeded();
    await both();
    await both();
    expect((await attemptAll([perIp, "address"], [perDevice, "device"])).outcome).toBe("over");
  });
});
