import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { instalmentQuestion, reasonQuestion, startQuestion } from "./plan.schemas.ts";

const NOW = () => new Date("2026-06-15T02:00:00Z"); // 15 Jun 2026, Sydney

function form(values: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
}

function errors(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  return submission.status === "error" ? (submission.error ?? {}) : {};
}

describe("payment-plan questions", () => {
  it("checks the instalment against the amount owed and the provider's $5 minimum", () => {
    const schema = instalmentQuestion(10_000);
    expect(parseWithZod(form({ instalment: "50" }), { schema }).status).toBe("success");
    expect(errors(parseWithZod(form({ instalment: "100.01" }), { schema })).instalment).toEqual([
      "Enter an amount of no more than the $100.00 you owe",
    ]);
    expect(errors(parseWithZod(form({ instalment: "4.99" }), { schema })).instalment).toEqual([
      "Enter an amount of at least $5.00",
    ]);
  });

  it("refuses dates out of range and unreal dates", () => {
    const schema = startQuestion(NOW);
    expect(errors(parseWithZod(form({ startDate: "2026-06-14" }), { schema })).startDate?.[0]).toMatch(
      /^Enter a date from 15 June 2026 to 15 July 2026/,
    );
    expect(errors(parseWithZod(form({ startDate: "2026-02-30" }), { schema })).startDate?.[0]).toMatch(/real date/);
    expect(
      parseWithZod(form({ "startDate.day": "20", "startDate.month": "6", "startDate.year": "2026" }), { schema }),
    ).toMatchObject({ status: "success", value: { startDate: "2026-06-20" } });
  });

  it("asks for a reason of at most 500 characters", () => {
    expect(errors(parseWithZod(form({ reason: "  " }), { schema: reasonQuestion })).reason).toEqual([
      "Tell us why you need more time to pay",
    ]);
    expect(errors(parseWithZod(form({ reason: "x".repeat(501) }), { schema: reasonQuestion })).reason).toEqual([
      "Reason must be 500 characters or fewer",
    ]);
  });
});
