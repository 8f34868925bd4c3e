// "Make a payment" as zod schemas, for the actions: the amount question and the card question.
// Card fields are checked on the server only, so this module never loads in the browser. Money is
// integer cents once parsed; the card rules live in app/domain/card.ts.

import { z } from "zod";
import { createCardSchema } from "#app/domain/card.schemas.ts";
import { amountSchema } from "#app/routes/billing/amount.schemas.ts";
import { AMOUNT_MESSAGES, PAYMENT_LIMITS } from "#app/routes/billing/billing-rules.ts";

export const paymentAmountSchema = amountSchema({ ...PAYMENT_LIMITS, messages: AMOUNT_MESSAGES });

/** /billing/pay: how much to pay. */
export const amountQuestionSchema = z.object({ amount: paymentAmountSchema });

/** /billing/pay/card: the card, swapped for the provider's token once it passes. */
export const createCardQuestionSchema = createCardSchema;
