// Re-authentication, the server half (DESIGN §4; texts and rules in reauth.ts): the customer's
// current password is checked with the provider's own sign-in call before a change of the MFA
// destinations or the payment details is sent. The password is never logged, stored or sent
// back; wrong ones are counted per account (server/rate-limit.ts, reauthPerAccount).

import type { SubmissionResult } from "@conform-to/react";
import { audit } from "#server/audit/index.ts";
import { config } from "#server/config.ts";
import { logger } from "#server/logger.ts";
import { isProviderError } from "#server/provider/errors.ts";
import type { Profile } from "#server/provider/schemas/profile.ts";
import { LIMIT_UNAVAILABLE_MESSAGE, limits } from "#server/security/rate-limit.ts";
import { SECRET_FIELDS } from "./form/replies.ts";
import type { Portal } from "./portal.server.ts";
import { recoverable } from "./provider-outcome.server.ts";
import { CURRENT_PASSWORD_FIELD, CURRENT_PASSWORD_WRONG, tooManyReauthAttempts } from "./reauth.ts";

/** What is being changed: only for the audit line. */
export type ReauthPurpose = "contact-details" | "payment-details" | "cancellation";

/** Why the password was not accepted: the answer's status and message, on the field or the form. */
export type ReauthFailure = { status: 400 | 429 | 502 | 503; message: string; onField: boolean };

/**
 * Checks `password` with `authentication/get-token` for the account's current email (from the
 * provider's profile). The token that call returns is dropped: the session keeps its own.
 * Null when the password is right; otherwise a wrong password (400, on the field, counted), the
 * account over its limit of wrong passwords (429, the provider is not asked), or the provider
 * unreachable or failing (502 with spec §8's message, not counted). A 401 of the profile call
 * still signs the customer out; a 401 of get-token is a wrong password, never a sign-out.
 * With the state store down the count cannot be kept, so the check is refused (503, docs/decisions/019).
 * The right password clears the account's count; a provider failure gives its point back.
 */
export async function checkCurrentPassword(
  portal: Portal,
  password: string,
  purpose: ReauthPurpose,
): Promise<ReauthFailure | null> {
  const log = (outcome: string, status?: number) =>
    logger.info({ reqId: portal.requestId, event: "reauth", purpose, outcome, status }, "re-authentication");

  // The audit trail's line of a check that was not passed (never the password): the account and session.
  const refused = (event: "reauth.failed" | "reauth.locked", outcome: "refused" | "error", account: string) =>
    audit(event, { outcome, account, sid: portal.session.get("sid") });

  let profile: Profile;
  try {
    profile = await portal.profile();
  } catch (error) {
    const failure = recoverable(error);
    log("error", failure.status);
    return { status: 502, message: failure.customerMessage, onField: false };
  }

  // The point is taken before the provider is asked: checks sent together count together.
  const attempt = await limits.reauthPerAccount.attempt(profile.accountCode);
  if (attempt.outcome === "unavailable") {
    log("limits-unavailable");
    return { status: 503, message: LIMIT_UNAVAILABLE_MESSAGE, onField: false };
  }
  if (attempt.outcome === "over") {
    log("rate-limited");
    refused("reauth.locked", "refused", profile.accountCode);
    return { status: 429, message: tooManyReauthAttempts(config.SUPPORT_PHONE), onField: false };
  }
  try {
    await portal.api.authentication.getToken({ email: profile.email, password });
  } catch (error) {
    if (!isProviderError(error)) {
      await attempt.giveBack();
      throw error;
    }
    // get-token answers a wrong password with a 4xx (a 401 included): never a sign-out here. Its
    // own 429 and a failure say nothing about the password: those give the point back.
    if (error.isClientError && !error.hasStatus(429)) {
      log("failure", error.status);
      refused("reauth.failed", "refused", profile.accountCode);
      return { status: 400, message: CURRENT_PASSWORD_WRONG, onField: true };
    }
    await attempt.giveBack();
    if (error.hasStatus(429)) {
      log("rate-limited", 429);
      refused("reauth.locked", "refused", profile.accountCode);
      return { status: 429, message: tooManyReauthAttempts(config.SUPPORT_PHONE), onField: false };
    }
    log("error", error.status);
    refused("reauth.failed", "error", profile.accountCode);
    return { status: 502, message: error.customerMessage, onField: false };
  }
  await attempt.succeeded();
  log("success");
  return null;
}

type Replyable = {
  reply: (options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }) => SubmissionResult<string[]>;
};

/** The form's answer to a failed check: everything typed kept except secrets, the error where it belongs. */
export function reauthReply(
  submission: Replyable,
  failure: ReauthFailure,
  hideFields: string[] = SECRET_FIELDS,
): SubmissionResult<string[]> {
  return failure.onField
    ? submission.reply({ fieldErrors: { [CURRENT_PASSWORD_FIELD]: [failure.message] }, hideFields })
    : submission.reply({ formErrors: [failure.message], hideFields });
}
