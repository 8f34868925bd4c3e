import { describe, expect, it } from "vitest";
import { movedBillingUrl } from "./urls.ts";

const moved = (path: string) => movedBillingUrl(new URL(path, "http://portal.test"));

describe("the old billing URLs", () => {
  it.each([
    ["/billing?task=pay", "/billing/pay"],
    ["/billing?task=pay&amount=12.34", "/billing/pay?amount=12.34"],
    ["/billing?task=plan", "/billing/plan"],
    ["/billing/payment-details?method=card", "/billing/payment-details/card"],
    ["/billing/payment-details?method=directDebit", "/billing/payment-details/direct-debit"],
    ["/billing/payment-details?method=bpay", "/billing/payment-details"],
  ])("%s → %s", (from, to) => expect(moved(from)).toBe(to));

  it.each(["/billing", "/billing?task=other", "/billing?tpage=2&from=2026-01-01", "/billing/payment-details"])(
    "%s stays",
    (path) => expect(moved(path)).toBeNull(),
  );
});
