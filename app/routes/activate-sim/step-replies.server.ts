// What a SIM activation step keeps for its page when a post cannot go on: the provider's refusal
// against the field it is about, spec §8's message, or a limit reached.

import type { SubmissionResult } from "@conform-to/react";
import { formError, SECRET_FIELDS } from "#app/lib/form/replies.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import { LIMIT_UNAVAILABLE_MESSAGE, type RateLimit } from "#server/security/rate-limit.ts";
import type { Portal } from "#app/lib/portal.server.ts";

type Reply = {
  reply: (options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }) => SubmissionResult<string[]>;
};

/** Why a step's post did not go on: what its page shows (`result`), and the status it stands for. */
export type Refusal = { status: number; result: SubmissionResult<string[]> };

/** The provider said no (a 4xx: its reason, on `field`) or failed (spec §8's message, 502). */
export function providerRefusal(submission: Reply, error: unknown, field?: string): Refusal {
  const failure = recoverable(error);
  if (failure.isRefusal && field) {
    const result = submission.reply({
      fieldErrors: { [field]: [failure.customerMessage] },
      hideFields: SECRET_FIELDS,
    });
    return { status: 400, result };
  }
  return { status: failure.isRefusal ? 400 : 502, result: formError(submission, failure.customerMessage) };
}

export const TOO_MANY_CODES = "You have asked for too many codes. Wait 15 minutes and try again.";
export const TOO_MANY_TRIES = "You have entered too many codes. Wait 15 minutes and try again.";

/**
 * One attempt counted against a per-session limit, its point taken before the provider is asked
 * (every attempt counts, right or wrong); a refusal when over it (429) or unknowable (503).
 */
export async function overLimit(
  portal: Portal,
  limit: RateLimit,
  submission: Reply,
  message: string,
): Promise<Refusal | null> {
  const { outcome: verdict } = await limit.attempt(portal.session.get("sid") ?? "none");
  if (verdict === "allowed") return null;
  if (verdict === "over") return { status: 429, result: formError(submission, message) };
  return { status: 503, result: formError(submission, LIMIT_UNAVAILABLE_MESSAGE) };
}
