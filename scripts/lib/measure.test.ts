import { describe, expect, it } from "vitest";
import { maxOf, percentile } from "./measure.ts";

describe("load and bench figures", () => {
  it("takes the largest of a soak's worth of latencies (Math.max(...values) overflows the stack)", () => {
    const latencies = Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 1000);
    latencies[123_456] = 4321;
    expect(() => Math.max(...latencies)).toThrow(RangeError);
    expect(maxOf(latencies)).toBe(4321);
    expect(maxOf([])).toBeNaN();
  });

  it("reads percentiles by rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([], 95)).toBeNaN();
  });
});
