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
import { CARD_TYPED_AGAIN, HIDDEN_ON_ERROR } from "./billing-rules.ts";

const cardQuestionSchema = createCardSchema();

/**
 * The card question of a billing journey (paying, payment details). The card check counts the
 * attempt before the provider sees the card (against card testing); the card is then swapped for
 * the provider's token and only that token and a masked label are answered (`answer`). A refusal
 * or a failure goes back to the question (`askAgain`) with the name and expiry as typed, the card
 * number and security code empty, and a line in the error summary that says why.
 */
export async function answerCardQuestion(
  args: StepArgs,
  {
    askAgain,
    answer,
    logged,
  }: {
    askAgain: (result: SubmissionResult<string[]>) => Promise<Response>;
    answer: (card: { cardToken: string; cardLabel: string }) => Promise<Response>;
    /** What the success log line adds (the amount being paid). */
    logged?: Record<string, unknown>;
  },
): Promise<Response> {
  const portal = args.context.get(portalContext);
  const submission = parseWithZod(await readForm(args.request), { schema: cardQuestionSchema });
  const again = (message?: string) =>
    askAgain(
      submission.reply({ hideFields: HIDDEN_ON_ERROR, formErrors: [...(message ? [message] : []), CARD_TYPED_AGAIN] }),
    );
  if (submission.status !== "success") return again();
  let checked;
  try {
    const { accountCode } = await portal.profile();
    const refused = await cardCheckRefusal(accountCode);
    checked = refused ? { refused } : { card: await tokeniseCard(portal, submission.value) };
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "card-tokenise", "failure", { status: providerStatus(error) });
    return again(cardFailureMessage(error, "We could not check your card"));
  }
  if ("refused" in checked) {
    logBillingEvent(portal, "card-tokenise", "rate-limited", { status: checked.refused.status });
    return again(checked.refused.message);
  }
  logBillingEvent(portal, "card-tokenise", "success", logged);
  return answer(checked.card);
}
