// A changed mobile is confirmed before it is saved (docs/decisions/060): it is where SMS messages
// and MFA codes go, so a number nobody proved is the customer's must never receive them. The edit
// form's post keeps the whole update in the state store (one journey question: the code), sends a
// code by SMS to the new number, and the code page sends the update once the code is right.
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { normalisePhone } from "#app/domain/phone.ts";
import { formError } from "#app/lib/form/replies.ts";
import { defineJourney } from "#app/lib/journey/journey.ts";
import { journeyStore, type StepArgs } from "#app/lib/journey/journey.server.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { hasProviderStatus } from "#server/provider/errors.ts";
import { customerMessageOf, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import { LIMIT_UNAVAILABLE_MESSAGE, limits } from "#server/security/rate-limit.ts";
import { CHANGE_MOBILE_URL, MOBILE_CODE_URL } from "./mobile-change.ts";
import type { toProfileUpdate } from "./profile-form.ts";

export type ProfileUpdate = NonNullable<ReturnType<typeof toProfileUpdate>>;

/** What the edit form showed as typed (no password), for "Change the mobile number". */
export type TypedProfile = {
  email: string;
  preferredMessageType: string;
  contacts: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phoneMobile: string;
    phoneHome: string;
  }[];
};

export type MobileChangeAnswers = {
  /** The update to send once the number is confirmed: built on the server, never from the browser. */
  update?: ProfileUpdate;
  typed?: TypedProfile;
  /** The new mobile, in national form ("0400111222"). */
  mobile?: string;
  resent?: boolean;
  /** The code was right but the update then failed: the next post only sends the update again. */
  verified?: boolean;
};

export const mobileChangeJourney = defineJourney({
  name: "mobile-change",
  urls: { code: MOBILE_CODE_URL, check: MOBILE_CODE_URL, done: "/profile" },
  answered: { code: (_answers: MobileChangeAnswers) => false },
  exit: CHANGE_MOBILE_URL,
});

export const mobileChangeStore = journeyStore<"code", MobileChangeAnswers, { saved: true }>(mobileChangeJourney, {
  who: "customer",
  start: () => ({}),
});

/** Whether the first contact's mobile changes (and so must be confirmed first). */
export function mobileChanges(current: string | null | undefined, next: string | null | undefined): boolean {
  const before = current ? (normalisePhone(current) ?? current.replace(/\s/g, "")) : "";
  const after = next ? (normalisePhone(next) ?? next.replace(/\s/g, "")) : "";
  return after !== "" && before !== after;
}

export const TOO_MANY_MOBILE_CODES = "You have asked for too many codes. Wait 15 minutes and try again.";
export const TOO_MANY_MOBILE_TRIES = "You have entered too many codes. Wait 15 minutes and try again.";

type Reply = {
  reply: (options?: { formErrors?: string[]; hideFields?: string[] }) => SubmissionResult<string[]>;
};

/** Why a code could not be sent: what the form shows and its status. */
export type SendRefusal = { status: number; result: SubmissionResult<string[]> };

/**
 * Sends a code to `mobile`, counted against the session's sends first (the point is taken before
 * the provider is asked). Null once sent.
 */
export async function sendMobileCode(portal: Portal, mobile: string, submission: Reply): Promise<SendRefusal | null> {
  const { outcome } = await limits.newMobileCodeSendsPerSession.attempt(portal.session.get("sid") ?? "none");
  if (outcome === "over") return { status: 429, result: formError(submission, TOO_MANY_MOBILE_CODES) };
  if (outcome === "unavailable") return { status: 503, result: formError(submission, LIMIT_UNAVAILABLE_MESSAGE) };
  try {
    await portal.api.authentication.newMobileSend({ phoneMobile: mobile });
  } catch (error) {
    rethrowUnauthorized(error);
    if (hasProviderStatus(error, 429)) return { status: 429, result: formError(submission, TOO_MANY_MOBILE_CODES) };
    return { status: 502, result: formError(submission, customerMessageOf(error)) };
  }
  return null;
}

/** Starts (again) the confirmation of a new mobile: the answers kept, then the code page. */
export async function askForMobileCode(args: StepArgs, answers: MobileChangeAnswers): Promise<never> {
  // A confirmation already finished in this session is cleared first, so this one may be sent.
  await mobileChangeStore.page(args, "code");
  return mobileChangeStore.answer(args, answers, MOBILE_CODE_URL);
}

/** A send refused on the edit form: its page with the message, what was typed kept. */
export const sendRefused = (refusal: SendRefusal) => data({ result: refusal.result }, { status: refusal.status });
