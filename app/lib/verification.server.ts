import type { Profile } from "#server/provider/schemas/profile.ts";
import type { PortalSession } from "#server/session.ts";
import { displayPhone, maskPhone } from "#app/domain/phone.ts";
import { maskEmail } from "./validation.ts";

/**
 * What a session may see and do before and after multi-factor verification, decided here once.
 *
 * Some pages need no MFA (spec §4: /support*, /service/*, /home/outages), so a password alone
 * reaches them. A password is the one factor a phishing page or a reused password gives away,
 * so those pages must not hand over what MFA protects: the account's email and mobile (the MFA
 * destinations themselves) are shown masked exactly as /mfa shows them, and a form field is
 * never prefilled with them (a field's value is as readable as text). After MFA they show in full.
 */

/** True once the customer has verified (MFA) in this session. */
export function isVerified(session: PortalSession): boolean {
  return session.get("isMfaDone") === true;
}

/** Where to verify, coming back to `path` (a same-origin path) afterwards. */
export function verifyHref(path: string): string {
  return `/mfa?redirectTo=${encodeURIComponent(path)}`;
}

export type VisibleContacts = {
  /** True when the details below are in full (after MFA). */
  inFull: boolean;
  /** The account's email: 'demo@example.com' after MFA, 'd***@example.com' before. */
  email: string | null;
  /** The first contact's mobile (spec §3): '0412 345 678' after MFA, '•••• ••• 678' before. */
  mobile: string | null;
  /**
   * A value to prefill a phone field with: the mobile after MFA, and empty before — a mask is
   * not a number, so the customer types one (and a mask posted back fails phone validation).
   */
  phoneDefault: string;
};

/** The account's email and mobile as this session may see them. */
export function visibleContacts(session: PortalSession, profile: Profile | null | undefined): VisibleContacts {
  const inFull = isVerified(session);
  const email = profile?.email || null;
  const mobile = profile?.contacts?.[0]?.phoneMobile || null;
  if (inFull) {
    const phone = mobile ? displayPhone(mobile) : "";
    return { inFull, email, mobile: phone || null, phoneDefault: phone };
  }
  return {
    inFull,
    email: email ? maskEmail(email) : null,
    mobile: mobile ? maskPhone(mobile) : null,
    phoneDefault: "",
  };
}
