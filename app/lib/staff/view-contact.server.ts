import type { Profile } from "#server/provider/schemas/profile.ts";
import { maskPhone } from "#app/domain/phone.ts";
import { maskEmail } from "#app/lib/validation.ts";

/** The customer's mobile as the view shows it: the account holder's contact's, or the first one given. */
export function mobileOf(profile: Profile): string | null {
  return profile.contacts.find((c) => c.phoneMobile)?.phoneMobile ?? null;
}

/**
 * Name and contact details for a view: masked, except the one detail a Reveal asked for (shown in
 * that answer only). A masked mobile never wraps mid-number (no-break spaces).
 */
export function contactShown(profile: Profile, revealed: "email" | "phone" | null = null) {
  const mobile = mobileOf(profile);
  return {
    name: `${profile.firstName} ${profile.lastName}`.trim(),
    accountCode: profile.accountCode,
    email: profile.email
      ? {
          shown: revealed === "email" ? profile.email : maskEmail(profile.email),
          revealed: revealed === "email",
        }
      : null,
    mobile: mobile
      ? {
          shown: revealed === "phone" ? mobile : maskPhone(mobile).replaceAll(" ", "\u00a0"),
          revealed: revealed === "phone",
        }
      : null,
  };
}
