import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("answers the same on a second try as on the first, right or wrong, for each stored hash", async () => {
    const stored = await hashPassword("first-password");
    const other = await hashPassword("second-password");
    for (let i = 0; i < 2; i++) {
      expect(await verifyPassword("first-password", stored)).toBe(true);
      expect(await verifyPassword("second-password", stored)).toBe(false);
      expect(await verifyPassword("second-password", other)).toBe(true);
      expect(await verifyPassword("first-password", other)).toBe(false);
      expect(await verifyPassword("first-password", "not-a-hash")).toBe(false);
    }
  });

  it("answers a second try without a second scrypt", async () => {
    const stored = await hashPassword("a-password");
    await verifyPassword("a-password", stored);
    const started = performance.now();
    for (let i = 0; i < 20; i++) await verifyPassword("a-password", stored);
    // 20 scrypts take about a second; remembered answers take well under a millisecond each.
    expect(performance.now() - started).toBeLessThan(200);
  });
});
