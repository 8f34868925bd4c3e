// Which sign-in the account's newest MFA code was sent for. The provider keeps one code per account
// and its verify call knows nothing of sessions, so without this a second sign-in to the account
// (someone else holding the password) could verify with the code the customer's own session asked
// for. The record lives in the state store, keyed by the account, so every instance sees the newest
// send, and a code asked for by one session is never checked for another.
import { type PortalSession, tokenAccount } from "#server/session.ts";
import { state } from "#server/state/index.ts";

/** A sent code stays usable for this long (the sandbox and provider say 10 minutes). */
export const CODE_LIFETIME_SECONDS = 600;

/** The account (the token's `sub`), or this sign-in alone when the token names none. */
function keyOf(session: PortalSession): string {
  const account = tokenAccount(session.get("token"));
  return account ? `mfa-sent:${account}` : `mfa-sent:sid:${session.get("sid") ?? ""}`;
}

/** After the provider sent a code: this sign-in is the one that may check it (for the code's lifetime). */
export async function recordCodeSent(session: PortalSession, nowMs: number): Promise<void> {
  const record = JSON.stringify({ sid: session.get("sid"), at: nowMs });
  await state.set(keyOf(session), record, CODE_LIFETIME_SECONDS * 1000);
}

/** Whether the account's newest code was sent for this sign-in and is still within its lifetime. */
export async function codeSentHere(session: PortalSession, nowMs: number): Promise<boolean> {
  const raw = await state.get(keyOf(session));
  if (!raw) return false;
  try {
    const record = JSON.parse(raw) as { sid?: unknown; at?: unknown };
    return (
      typeof record.sid === "string" &&
      record.sid === session.get("sid") &&
      typeof record.at === "number" &&
      nowMs - record.at < CODE_LIFETIME_SECONDS * 1000
    );
  } catch {
    return false;
  }
}

/** The code was used: nobody may check it again. */
export async function forgetCodeSent(session: PortalSession): Promise<void> {
  await state.delete(keyOf(session));
}
