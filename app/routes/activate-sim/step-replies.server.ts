// What a SIM activation step answers when a post cannot go on: field errors, the provider's
// refusal against the field it is about, spec §8's message, or a limit reached.

import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { formError, SECRET_FIELDS } from "#app/lib/form/replies.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import { LIMIT_UNAVAILABLE_MESSAGE, type RateLimit } from "#app/lib/rate-limit.server.ts";
import type { Portal } from "#app/lib/portal.server.ts";

type Reply = {
  reply: (options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }) => SubmissionResult<string[]>;
};

/** The provider said no (a 4xx: its reason, on `field`) or failed (spec §8's message, 502). */
export function providerReply(submission: Reply, error: unknown, field?: string) {
  const failure = recoverable(error);
  if (failure.isRefusal && field) {
    return data(
      { result: submission.reply({ fieldErrors: { [field]: [failure.customerMessage] }, hideFields: SECRET_FIELDS }) },
      { status: 400 },
    );
  }
  return data({ result: formError(submission, failure.customerMessage) }, { status: failure.isRefusal ? 400 : 502 });
}

export const TOO_MANY_CODES = "You have asked for too many codes. Wait 15 minutes and try again.";
export const TOO_MANY_TRIES = "You have entered too many codes. Wait 15 minutes and try again.";

/**
 * One attempt counted against a per-session limit, its point taken before the provider is asked
 * (every attempt counts, right or wrong); a refusal to answer when over it (429) or unknowable (503).
 */
export async function overLimit(portal: Portal, limit: RateLimit, submission: Reply, message: string) {
  const { outcome: verdict } = await limit.attempt(portal.session.get("sid") ?? "none");
  if (verdict === "allowed") return null;
  if (verdict === "over") return data({ result: formError(submission, message) }, { status: 429 });
  return data({ result: formError(submission, LIMIT_UNAVAILABLE_MESSAGE) }, { status: 503 });
}
