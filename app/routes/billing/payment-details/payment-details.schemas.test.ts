import { describe, expect, it } from "vitest";
import { DIRECT_DEBIT_MESSAGES } from "#app/domain/direct-debit.ts";
import { accountNumberNotSame, directDebitSaveSchema } from "./payment-details.schemas.ts";

describe("direct debit check page", () => {
  const schema = directDebitSaveSchema("678");
  const cases: { name: string; input: Record<string, string>; errors: Record<string, string[]> | null }[] = [
    { name: "the same number, spaced", input: { accountNumber: "1234 5678", currentPassword: "x" }, errors: null },
    {
      name: "another number",
      input: { accountNumber: "12345679", currentPassword: "x" },
      errors: { accountNumber: [accountNumberNotSame("678")] },
    },
    {
      name: "not an account number",
      input: { accountNumber: "12", currentPassword: "x" },
      errors: { accountNumber: [DIRECT_DEBIT_MESSAGES.accountNumber] },
    },
    {
      name: "no password",
      input: { accountNumber: "12345678" },
      errors: { currentPassword: ["Enter your current password"] },
    },
  ];
  for (const { name, input, errors } of cases) {
    it(name, () => {
      const result = schema.safeParse(input);
      if (!errors) {
        expect(result.success).toBe(true);
        expect(result.data).toEqual({ accountNumber: "12345678", currentPassword: "x" });
        return;
      }
      expect(result.success).toBe(false);
      const byField: Record<string, string[]> = {};
      for (const issue of result.error!.issues) (byField[String(issue.path[0])] ??= []).push(issue.message);
      expect(byField).toEqual(errors);
    });
  }
});
