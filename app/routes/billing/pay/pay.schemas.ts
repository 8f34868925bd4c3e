// "Make a payment" (/billing/pay → /billing/pay/confirm) as zod schemas, for the action.
// Card fields are checked on the server only, so this module never loads in the browser. Money is
// integer cents once parsed; the card rules live in app/domain/card.ts.

import { z } from "zod";
import { createCardSchema } from "#app/domain/card.schemas.ts";
import { amountSchema } from "#app/routes/billing/amount.schemas.ts";
import { AMOUNT_MESSAGES, PAYMENT_LIMITS } from "#app/routes/billing/billing-rules.ts";

export const paymentAmountSchema = amountSchema({ ...PAYMENT_LIMITS, messages: AMOUNT_MESSAGES });

/** The question: the amount and the card. */
export function createPaymentSchema(now: () => Date = () => new Date()) {
  return z.intersection(
    z.object({ intent: z.literal("pay-check"), amount: paymentAmountSchema }),
    createCardSchema(now),
  );
}
export const paymentSchema = createPaymentSchema();

/** "Pay now": what the check step carries in hidden fields (never card data). */
export const payNowSchema = z.object({
  intent: z.literal("pay-now"),
  amountCents: z.coerce.number().int().min(PAYMENT_LIMITS.minCents).max(PAYMENT_LIMITS.maxCents),
  cardToken: z.string().regex(/^[\w.:-]{1,200}$/),
  cardLabel: z.string().max(60),
  idempotencyKey: z.uuid(),
});
