// The two codes of a SIM activation: one sent by SMS to the number being kept (port-in), one to
// the email address. Sending and checking go through the provider; both are limited per session
// (server/security/rate-limit.ts), as the provider also voids a code after 5 wrong tries.

import { SECRET_FIELDS } from "#app/lib/form/replies.ts";
import { withChange, isChange } from "#app/lib/journey/journey.ts";
import { readForm, type StepArgs } from "#app/lib/journey/journey.server.ts";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import { type Portal, portalContext } from "#app/lib/portal.server.ts";
import { limits } from "#server/security/rate-limit.ts";
import { codeRefusal } from "#app/lib/code-refusal.server.ts";
import { codeSchema } from "./activate-sim.schemas.ts";
import { type SimAnswers, simJourney } from "./sim-journey.ts";
import { simPage, simStore } from "./sim-store.server.ts";
import { overLimit, providerRefusal, type Refusal, TOO_MANY_CODES, TOO_MANY_TRIES } from "./step-replies.server.ts";

export type CodeKind = "portIn" | "email";

/** Sends (again) the code of `kind` for what the answers hold. */
export async function sendCode(portal: Portal, answers: SimAnswers, kind: CodeKind, target: string) {
  const { accountCode } = await portal.profile();
  const base = { contextId: answers.contextId, accountCode };
  if (kind === "portIn") await portal.api.mobile.initiatePortInVerification({ ...base, portInMsn: target });
  else await portal.api.mobile.initiateEmailVerification({ ...base, emailAddress: target });
}

const targetOf = (answers: SimAnswers, kind: CodeKind) =>
  kind === "portIn" ? answers.portInMsn! : answers.emailAddress!;

/** "Send a new code": counted against the session's sends first; null once sent. */
export async function resendCode(portal: Portal, answers: SimAnswers, kind: CodeKind): Promise<Refusal | null> {
  const submission = parseWithZod(new FormData(), { schema: codeSchema });
  const limited = await overLimit(portal, limits.activationCodeSendsPerSession, submission, TOO_MANY_CODES);
  if (limited) return limited;
  try {
    await sendCode(portal, answers, kind, targetOf(answers, kind));
  } catch (error) {
    return providerRefusal(submission, error);
  }
  return null;
}

/** A code typed in, checked with the provider (counted against the session's checks first); null when right. */
export async function checkCode(
  portal: Portal,
  answers: SimAnswers,
  kind: CodeKind,
  formData: FormData,
): Promise<Refusal | null> {
  const submission = parseWithZod(formData, { schema: codeSchema });
  if (submission.status !== "success") return { status: 400, result: submission.reply({ hideFields: SECRET_FIELDS }) };
  const limited = await overLimit(portal, limits.activationCodeChecksPerSession, submission, TOO_MANY_TRIES);
  if (limited) return limited;
  const { accountCode } = await portal.profile();
  const base = { contextId: answers.contextId, accountCode, verificationCode: submission.value.code };
  try {
    if (kind === "portIn") {
      await portal.api.mobile.validatePortInVerification({ ...base, portInMsn: targetOf(answers, kind) });
    } else {
      await portal.api.mobile.handleEmailVerification({ ...base, emailAddress: targetOf(answers, kind) });
    }
  } catch (error) {
    const message = codeRefusal(error);
    if (message) {
      return { status: 400, result: submission.reply({ fieldErrors: { code: [message] }, hideFields: SECRET_FIELDS }) };
    }
    return providerRefusal(submission, error);
  }
  return null;
}

/** A code page's post: "resend" sends a new code and comes back to the page; otherwise the code is checked. */
export async function codeStepAction(args: StepArgs, step: "numberCode" | "emailCode") {
  const portal = args.context.get(portalContext);
  const { answers } = await simPage(args, step);
  const kind: CodeKind = step === "numberCode" ? "portIn" : "email";
  const formData = await readForm(args.request);
  if (formData.get("intent") === "resend") {
    const refused = await resendCode(portal, answers, kind);
    if (refused) return simStore.askAgain(args, step, refused.result);
    const resent = kind === "portIn" ? { portInResent: true } : { emailResent: true };
    const here = withChange(simJourney.urls[step], isChange(args.request.url));
    return simStore.answer(args, { ...answers, ...resent }, here);
  }
  const refused = await checkCode(portal, answers, kind, formData);
  // "We have sent a new code" is news only until a code is tried: never beside a wrong code's error.
  const notResent = kind === "portIn" ? { portInResent: false } : { emailResent: false };
  if (refused) return simStore.askAgain(args, step, refused.result, { ...answers, ...notResent });
  return simStore.answer(
    args,
    kind === "portIn" ? { ...answers, portInVerified: true } : { ...answers, emailVerified: true },
  );
}
