import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { createPlanSchema, createPlanSubmitSchema } from "./plan.schemas.ts";

const NOW = new Date("2026-06-15T02:00:00Z"); // 15 Jun 2026, Sydney

function form(values: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
}

/** Field errors of a submission (none when it succeeded). */
function errs(submission: {
  status?: string;
  error?: Record<string, string[] | null> | null;
}): Record<string, string[] | null | undefined> {
  return submission.status === "error" ? (submission.error ?? {}) : {};
}

describe("payment-plan request", () => {
  it("checks the instalment against the amount owed and the provider's $5 minimum", () => {
    const schema = createPlanSchema(10_000, () => NOW);
    const base = { intent: "plan-check", frequency: "monthly", startDate: "2026-06-20", reason: "Waiting for pay" };
    expect(parseWithZod(form({ ...base, instalment: "50" }), { schema }).status).toBe("success");
    expect(errs(parseWithZod(form({ ...base, instalment: "100.01" }), { schema })).instalment).toEqual([
      "Enter an amount of no more than the $100.00 you owe",
    ]);
    expect(errs(parseWithZod(form({ ...base, instalment: "4.99" }), { schema })).instalment).toEqual([
      "Enter an amount of at least $5.00",
    ]);
  });

  it("refuses dates out of range, unreal dates and a missing reason", () => {
    const schema = createPlanSchema(10_000, () => NOW);
    const base = { intent: "plan-check", instalment: "20", frequency: "weekly" };
    expect(
      errs(parseWithZod(form({ ...base, startDate: "2026-06-14", reason: "x" }), { schema })).startDate?.[0],
    ).toMatch(/^Enter a date from 15 Jun 2026 to 15 Jul 2026/);
    expect(
      errs(parseWithZod(form({ ...base, startDate: "2026-02-30", reason: "x" }), { schema })).startDate?.[0],
    ).toMatch(/real date/);
    expect(errs(parseWithZod(form({ ...base, startDate: "2026-06-20" }), { schema })).reason).toEqual([
      "Tell us why you need more time to pay",
    ]);
  });

  it("checks the submitted request again on the final step", () => {
    const schema = createPlanSubmitSchema(10_000, () => NOW);
    const submission = parseWithZod(
      form({ intent: "plan-submit", instalment: "20.00", frequency: "weekly", startDate: "2026-06-20", reason: "ok" }),
      { schema },
    );
    expect(submission.status).toBe("success");
  });
});
