import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { Portal } from "#app/lib/portal.server.ts";
import type { TakePaymentResponse } from "#server/provider/schemas/billing.ts";
import { takePaymentOnce } from "./billing.server.ts";

/** Payments once per idempotency key, whichever instance a repeat reaches (the state store is shared). */

const receipt: TakePaymentResponse = {
  receiptCode: "R-1001",
  amountCents: 1500,
  balanceCents: 0,
  paidAt: "2026-11-23",
};

function portalWith(takePayment: (body: unknown) => Promise<TakePaymentResponse>): Portal {
  return { requestId: "test", api: { creditCard: { takePayment } } } as unknown as Portal;
}

const payment = () => ({ cardToken: "tok_1", amountCents: 1500, idempotencyKey: randomUUID() });

describe("takePaymentOnce", () => {
  it("charges once for two posts of the same step at the same time, and both get the receipt", async () => {
    const takePayment = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 300));
      return receipt;
    });
    const step = payment();
    const [first, second] = await Promise.all([
      takePaymentOnce(portalWith(takePayment), "A10001", step),
      takePaymentOnce(portalWith(takePayment), "A10001", step),
    ]);
    expect(takePayment).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ kind: "taken", receipt, repeated: false });
    expect(second).toEqual({ kind: "taken", receipt, repeated: true });
    // And later, too.
    expect(await takePaymentOnce(portalWith(takePayment), "A10001", step)).toEqual({
      kind: "taken",
      receipt,
      repeated: true,
    });
    expect(takePayment).toHaveBeenCalledTimes(1);
  });

  it("gives the key back when the payment fails, so trying again asks the provider again", async () => {
    const step = payment();
    const failing = vi.fn(async () => Promise.reject(new Error("Network Error")));
    await expect(takePaymentOnce(portalWith(failing), "A10001", step)).rejects.toThrow("Network Error");
    const working = vi.fn(async () => receipt);
    expect(await takePaymentOnce(portalWith(working), "A10001", step)).toEqual({
      kind: "taken",
      receipt,
      repeated: false,
    });
    expect(working).toHaveBeenCalledTimes(1);
  });

  it("keeps each account's keys apart", async () => {
    const step = payment();
    const takePayment = vi.fn(async () => receipt);
    await takePaymentOnce(portalWith(takePayment), "A10001", step);
    await takePaymentOnce(portalWith(takePayment), "A10002", step);
    expect(takePayment).toHaveBeenCalledTimes(2);
  });
});
