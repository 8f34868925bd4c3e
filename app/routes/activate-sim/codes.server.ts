// The two codes of a SIM activation: one sent by SMS to the number being kept (port-in), one to
// the email address. Sending and checking go through the provider; both are limited per session
// (server/security/rate-limit.ts), as the provider also voids a code after 5 wrong tries.

import { data, redirect } from "react-router";
import { formError, SECRET_FIELDS } from "#app/lib/form/replies.ts";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import { type Portal } from "#app/lib/portal.server.ts";
import { limits } from "#app/lib/rate-limit.server.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import { codeSchema } from "./activate-sim.schemas.ts";
import { nextUrl, saveJourney, type SimJourney } from "./journey.server.ts";
import { overLimit, providerReply, TOO_MANY_CODES, TOO_MANY_TRIES } from "./step-replies.server.ts";

export type CodeKind = "portIn" | "email";

/** Sends (again) the code of `kind` for what the journey holds. */
export async function sendCode(portal: Portal, journey: SimJourney, kind: CodeKind, target: string) {
  const { accountCode } = await portal.profile();
  const base = { contextId: journey.contextId, accountCode };
  if (kind === "portIn") await portal.api.mobile.initiatePortInVerification({ ...base, portInMsn: target });
  else await portal.api.mobile.initiateEmailVerification({ ...base, emailAddress: target });
}

/** The provider's reason for a wrong code, said plainly. */
function codeRefusal(error: unknown): string | null {
  const failure = recoverable(error);
  if (!failure.isRefusal) return null;
  const body = (failure.data ?? {}) as { reason?: string; attemptsRemaining?: number };
  if (body.reason === "wrong") {
    const left = body.attemptsRemaining ?? 0;
    return `The code is not correct. Check the code and try again (${left} ${left === 1 ? "try" : "tries"} left), or send a new code.`;
  }
  if (body.reason === "voided") return "You have entered too many wrong codes. Send a new code.";
  if (body.reason === "expired") return "This code can no longer be used. Send a new code.";
  return failure.customerMessage;
}

/** A code step's post: "resend" sends a new code; otherwise the code is checked. */
export async function codeStepAction(portal: Portal, journey: SimJourney, kind: CodeKind, formData: FormData) {
  const target = kind === "portIn" ? journey.portInMsn! : journey.emailAddress!;
  if (formData.get("intent") === "resend") {
    const submission = parseWithZod(new FormData(), { schema: codeSchema });
    const limited = await overLimit(portal, limits.activationCodeSendsPerSession, submission, TOO_MANY_CODES);
    if (limited) return limited;
    try {
      await sendCode(portal, journey, kind, target);
    } catch (error) {
      return providerReply(submission, error);
    }
    return data({ result: undefined, resent: true });
  }
  const submission = parseWithZod(formData, { schema: codeSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }), resent: false }, { status: 400 });
  const limited = await overLimit(portal, limits.activationCodeChecksPerSession, submission, TOO_MANY_TRIES);
  if (limited) return limited;
  const { accountCode } = await portal.profile();
  const base = { contextId: journey.contextId, accountCode, verificationCode: submission.value.code };
  try {
    if (kind === "portIn") await portal.api.mobile.validatePortInVerification({ ...base, portInMsn: target });
    else await portal.api.mobile.handleEmailVerification({ ...base, emailAddress: target });
  } catch (error) {
    const message = codeRefusal(error);
    if (message) {
      return data(
        { result: submission.reply({ fieldErrors: { code: [message] }, hideFields: SECRET_FIELDS }), resent: false },
        { status: 400 },
      );
    }
    return data({ result: formError(submission, recoverable(error).customerMessage), resent: false }, { status: 502 });
  }
  const next = kind === "portIn" ? { ...journey, portInVerified: true } : { ...journey, emailVerified: true };
  await saveJourney(portal, next);
  throw redirect(nextUrl(next), 303);
}
