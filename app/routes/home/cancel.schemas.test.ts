import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  CANCEL_DATE_PAST,
  CANCEL_DATE_REQUIRED,
  CANCEL_REASON_REQUIRED,
  cancelReasonSchema,
  createCancelConfirmSchema,
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

describe("cancel a service: the steps' checks", () => {
  it("asks for a known reason", () => {
    expect(errors(parseWithZod(form({ intent: "cancel-reason" }), { schema: cancelReasonSchema })).reason).toEqual([
      CANCEL_REASON_REQUIRED,
    ]);
    expect(
      errors(parseWithZod(form({ intent: "cancel-reason", reason: "bored" }), { schema: cancelReasonSchema })).reason,
    ).toEqual([CANCEL_REASON_REQUIRED]);
    expect(
      parseWithZod(form({ intent: "cancel-reason", reason: "moving" }), { schema: cancelReasonSchema }).status,
    ).toBe("success");
  });

  it("takes a date from today to 90 days ahead, typed or carried", () => {
    const schema = createCancelDateSchema(now);
    const date = (day: string, month: string, year: string) =>
      parseWithZod(
        form({
          intent: "cancel-date",
          reason: "moving",
          "cancellationDate.day": day,
          "cancellationDate.month": month,
          "cancellationDate.year": year,
        }),
        { schema },
      );
    expect(errors(date("", "", "")).cancellationDate).toEqual([CANCEL_DATE_REQUIRED]);
    expect(errors(date("22", "11", "2026")).cancellationDate).toEqual([CANCEL_DATE_PAST]);
    expect(date("23", "11", "2026").status).toBe("success");
    expect(date("21", "2", "2027").status).toBe("success");
    expect(errors(date("22", "2", "2027")).cancellationDate).toEqual([
      "The cancellation date must be on or before 21 Feb 2027",
    ]);
    expect(errors(date("31", "2", "2027")).cancellationDate?.[0]).toMatch(/real date/);
  });

  it("checks the carried answers again at the last step, and needs the current password", () => {
    const schema = createCancelConfirmSchema(now);
    const confirm = (fields: Record<string, string>) =>
      parseWithZod(form({ intent: "cancel-confirm", ...fields }), { schema });
    expect(errors(confirm({ reason: "moving", cancellationDate: "2026-12-01" })).currentPassword).toEqual([
      "Enter your current password",
    ]);
    expect(
      errors(confirm({ reason: "moving", cancellationDate: "2026-11-01", currentPassword: "x" })).cancellationDate,
    ).toEqual([CANCEL_DATE_PAST]);
    expect(errors(confirm({ reason: "nope", cancellationDate: "2026-12-01", currentPassword: "x" })).reason).toEqual([
      CANCEL_REASON_REQUIRED,
    ]);
    const ok = confirm({ reason: "moving", cancellationDate: "2026-12-01", currentPassword: "x" });
    expect(ok.status === "success" && ok.value).toEqual({
      intent: "cancel-confirm",
      reason: "moving",
      cancellationDate: "2026-12-01",
      currentPassword: "x",
    });
  });
});
