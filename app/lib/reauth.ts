// Re-authentication (DESIGN §4): changing where sign-in links and verification codes go (the
// account email, the first contact's mobile) or how the account pays needs the customer's
// current password in the same form, checked with the provider before the change is sent
// (reauth.server.ts). The texts and rules here are shared by the server, the schemas and the
// pages: no zod, no React.

import { normalisePhone } from "#app/domain/phone.ts";

/** The field's name in every form that asks for it (in SECRET_FIELDS too: never echoed or logged). */
export const CURRENT_PASSWORD_FIELD = "currentPassword";
export const CURRENT_PASSWORD_REQUIRED = "Enter your current password";
export const CURRENT_PASSWORD_WRONG = "The password is not correct";
/** The sign-in form's limit too (login.schemas.ts). */
export const CURRENT_PASSWORD_MAX_LENGTH = 200;
export const CURRENT_PASSWORD_TOO_LONG = `The password must be ${CURRENT_PASSWORD_MAX_LENGTH} characters or fewer`;

/** Over the per-account limit of wrong current passwords (server/rate-limit.ts, reauthPerAccount). */
export const tooManyReauthAttempts = (supportPhone: string) =>
  `Too many attempts. Wait 15 minutes and try again, or call us on ${supportPhone}.`;

/** Where sign-in links and verification codes go: the account email and the first contact's mobile. */
export type MfaDestinations = { email: string | null | undefined; mobile: string | null | undefined };

// Compared as written (spaces around it aside): a change of case is a change of the address that
// sign-in links are sent to, and an attacker holding a session must not make it unchallenged.
const comparableEmail = (email: string | null | undefined) => (email ?? "").trim();
const comparableMobile = (mobile: string | null | undefined) => {
  const text = (mobile ?? "").trim();
  return normalisePhone(text) ?? text.replace(/\s/g, "");
};

/**
 * True when `next` sends sign-in links or verification codes somewhere else than `current` (the
 * profile as the provider holds it): a different email (surrounding spaces aside; a change of
 * case counts) or a
 * different mobile (spaces, +61 and the like aside; adding or removing one counts).
 */
export function mfaDestinationsChanged(current: MfaDestinations, next: MfaDestinations): boolean {
  return (
    comparableEmail(current.email) !== comparableEmail(next.email) ||
    comparableMobile(current.mobile) !== comparableMobile(next.mobile)
  );
}
