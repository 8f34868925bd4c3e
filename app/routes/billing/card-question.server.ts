import type { SubmissionResult } from "@conform-to/react";
import { createCardSchema } from "#app/domain/card.schemas.ts";
import { readForm, type StepArgs } from "#app/lib/journey/journey.server.ts";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import {
  cardCheckRefusal,
  cardFailureMessage,
  logBillingEvent,
  providerStatus,
  rethrowUnauthorized,
  tokeniseCard,
} from "./billing.server.ts";
import { HIDDEN_ON_ERROR } from "./billing-rules.ts";

const cardQuestionSchema = createCardSchema();

/**
 * The card question of a billing journey (paying, payment details). The card check counts the
 * attempt before the provider sees the card (against card testing); the card is then swapped for
 * the provider's token and only that token and a masked label are answered (`answer`). A refusal
 * or a failure goes back to the question (`askAgain`) with the card fields empty.
 */
export async function answerCardQuestion(
  args: StepArgs,
  {
    askAgain,
    answer,
    logged,
  }: {
    askAgain: (result: SubmissionResult<string[]>) => Promise<never>;
    answer: (card: { cardToken: string; cardLabel: string }) => Promise<never>;
    /** What the success log line adds (the amount being paid). */
    logged?: Record<string, unknown>;
  },
): Promise<never> {
  const portal = args.context.get(portalContext);
  const submission = parseWithZod(await readForm(args.request), { schema: cardQuestionSchema });
  const again = (message?: string) =>
    askAgain(submission.reply({ hideFields: HIDDEN_ON_ERROR, ...(message ? { formErrors: [message] } : {}) }));
  if (submission.status !== "success") return again();
  try {
    const { accountCode } = await portal.profile();
    const refused = await cardCheckRefusal(accountCode);
    if (refused) {
      logBillingEvent(portal, "card-tokenise", "rate-limited", { status: refused.status });
      return await again(refused.message);
    }
    const card = await tokeniseCard(portal, submission.value);
    logBillingEvent(portal, "card-tokenise", "success", logged);
    return await answer(card);
  } catch (error) {
    if (error instanceof Response) throw error;
    rethrowUnauthorized(error);
    logBillingEvent(portal, "card-tokenise", "failure", { status: providerStatus(error) });
    return again(cardFailureMessage(error, "We could not check your card"));
  }
}
