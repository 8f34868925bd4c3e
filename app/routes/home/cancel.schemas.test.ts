import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  CANCEL_DATE_PAST,
  CANCEL_DATE_REQUIRED,
  CANCEL_REASON_REQUIRED,
  cancelConfirmSchema,
  cancelDateProblem,
  cancelReasonSchema,
  createCancelDateSchema,
} from "./cancel.schemas.ts";

// 10:00 in Sydney on 23 Nov 2026: today is 2026-11-23, the last date offered 2027-02-21.
const now = () => new Date("2026-11-22T23:00:00Z");
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const errors = (submission: unknown) => (submission as { error?: Record<string, string[] | null> | null }).error ?? {};

describe("cancel a service: the questions' checks", () => {
  it("asks for a known reason", () => {
    expect(errors(parseWithZod(form({}), { schema: cancelReasonSchema })).reason).toEqual([CANCEL_REASON_REQUIRED]);
    expect(errors(parseWithZod(form({ reason: "bored" }), { schema: cancelReasonSchema })).reason).toEqual([
      CANCEL_REASON_REQUIRED,
    ]);
    expect(parseWithZod(form({ reason: "moving" }), { schema: cancelReasonSchema }).status).toBe("success");
  });

  it("takes a date from today to 90 days ahead", () => {
    const schema = createCancelDateSchema(now);
    const date = (day: string, month: string, year: string) =>
      parseWithZod(
        form({ "cancellationDate.day": day, "cancellationDate.month": month, "cancellationDate.year": year }),
        { schema },
      );
    expect(errors(date("", "", "")).cancellationDate).toEqual([CANCEL_DATE_REQUIRED]);
    expect(errors(date("22", "11", "2026")).cancellationDate).toEqual([CANCEL_DATE_PAST]);
    expect(date("23", "11", "2026").status).toBe("success");
    expect(date("21", "2", "2027").status).toBe("success");
    expect(errors(date("22", "2", "2027")).cancellationDate).toEqual([
      "The cancellation date must be on or before 21 February 2027",
    ]);
    expect(errors(date("31", "2", "2027")).cancellationDate?.[0]).toMatch(/real date/);
  });

  it("checks a saved date again when it is sent (a date that has passed since)", () => {
    expect(cancelDateProblem("2026-12-01", now())).toBeNull();
    expect(cancelDateProblem("2026-11-22", now())).toBe(CANCEL_DATE_PAST);
    expect(cancelDateProblem("2027-02-22", now())).toBe("The cancellation date must be on or before 21 February 2027");
  });

  it("needs the current password to send", () => {
    expect(errors(parseWithZod(form({}), { schema: cancelConfirmSchema })).currentPassword).toEqual([
      "Enter your current password",
    ]);
    expect(parseWithZod(form({ currentPassword: "x" }), { schema: cancelConfirmSchema }).status).toBe("success");
  });
});
