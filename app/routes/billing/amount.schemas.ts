// A typed dollar amount, the one rule "Make a payment" and "Need more time to pay?" share. A zod
// module: the pages import it for their actions and load it lazily in the browser (docs/screens.md
// "Forms").

import { z } from "zod";
import { parseMoneyInput } from "#app/lib/money-input.ts";

export type AmountBounds = {
  minCents: number;
  maxCents: number;
  messages: { required: string; format: string; tooSmall: string; tooLarge: string };
};

/** A typed dollar amount → cents within bounds; '12', '12.5', '$1,234.56' are fine. */
export function amountSchema({ minCents, maxCents, messages }: AmountBounds) {
  return z.string({ error: messages.required }).transform((text, ctx) => {
    const cents = parseMoneyInput(text);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: messages.format });
      return z.NEVER;
    }
    if (cents < minCents) {
      ctx.addIssue({ code: "custom", message: messages.tooSmall });
      return z.NEVER;
    }
    if (cents > maxCents) {
      ctx.addIssue({ code: "custom", message: messages.tooLarge });
      return z.NEVER;
    }
    return cents;
  });
}
