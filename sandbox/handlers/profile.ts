import { z } from "zod";
import type { Profile } from "#server/provider/schemas/profile.ts";
import type { HandlerMap } from "#sandbox/context.ts";
import { me, ok, parseBody, recordOutbox } from "#sandbox/context.ts";
import type { AccountRecord } from "#sandbox/records.ts";
import { maskEmail, maskPhone, normalizePhone, queryList } from "#sandbox/util.ts";

/** The provider's support line, named in its notices (spec §1). */
const SUPPORT_PHONE = "1300 980 711";
const CONTACT_CHANGE_SUBJECT = "Your contact details were changed";

/**
 * What changed of where sign-in links and verification codes go (the account email, the first
 * contact's mobile), as lines for the notice to the old email: new values masked.
 */
function destinationChanges(before: Profile, after: Profile): string[] {
  const changes: string[] = [];
  // As written: a change of case is a change of the address (and the account holder is told).
  if (before.email.trim() !== after.email.trim()) {
    changes.push(`- Email address: changed to ${maskEmail(after.email)}`);
  }
  const oldMobile = normalizePhone(before.contacts[0]?.phoneMobile ?? "");
  const newMobile = normalizePhone(after.contacts[0]?.phoneMobile ?? "");
  if (oldMobile !== newMobile) {
    changes.push(newMobile ? `- Mobile number: changed to ${maskPhone(newMobile)}` : "- Mobile number: removed");
  }
  return changes;
}

/** account/contacts*: the profile and its contacts. */

/** Spec §5: optional +61, area digit 2/3/4/7/8 with optional leading 0. */
const auPhone = z
  .string()
  .trim()
  .refine((v) => /^(?:\+?61|0)?[23478]\d{8}$/.test(v.replace(/[\s()-]/g, "")), "must be an Australian phone number");

/** A mobile (04 or 05, +61 4, +61 5): the number SMS messages and codes go to; a landline is refused. */
const auMobile = z
  .string()
  .trim()
  .refine((v) => /^(?:\+?61|0)?[45]\d{8}$/.test(v.replace(/[\s()-]/g, "")), "must be an Australian mobile number");

const name = z.string().trim().min(1, "is required").max(50, "must be 50 characters or fewer");

const contactUpdate = z.object({
  id: z.number().int().optional(),
  contactType: z.string().trim().min(1).max(30).default("Primary"),
  firstName: name,
  lastName: name,
  email: z.email("must be an email address").max(254).nullish(),
  phoneMobile: auMobile.nullish(),
  phoneHome: auPhone.nullish().or(z.literal("")),
});

const profileUpdate = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  email: z.email("must be an email address").max(254).optional(),
  preferredMessageType: z.enum(["Email", "SMS", "Post"]).optional(),
  contacts: z.array(contactUpdate).min(1).max(10).optional(),
});

export const profileHandlers: HandlerMap["account"] = {
  userDetails: (ctx) => ok(me(ctx).row.data.profile),

  contacts(ctx) {
    const types = queryList(ctx.query, "contactTypes").map((t) => t.toLowerCase());
    const contacts = me(ctx).row.data.profile.contacts.filter((c) =>
      types.length ? types.includes(c.contactType.toLowerCase()) : true,
    );
    return ok({ contacts });
  },

  updateContacts(ctx) {
    const update = parseBody(profileUpdate, ctx.body);
    const { row, accountCode } = me(ctx);
    const current = row.data.profile;
    const contacts = update.contacts
      ? update.contacts.map((c, i) => ({
          id: c.id ?? i + 1,
          contactType: c.contactType,
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email ?? null,
          phoneMobile: c.phoneMobile ?? null,
          phoneHome: c.phoneHome || null,
        }))
      : current.contacts;
    const profile: Profile = {
      ...current,
      firstName: update.firstName ?? current.firstName,
      lastName: update.lastName ?? current.lastName,
      email: update.email ?? current.email,
      preferredMessageType: update.preferredMessageType ?? current.preferredMessageType,
      contacts,
    };
    // The sign-in email (the row's ref) stays as it was: the profile email is the contact address
    // (get-token accepts either).
    ctx.sb.store.update<AccountRecord>("accounts", row.id, { ...row.data, profile });
    // A change of where sign-in links and codes go is told to the old email address.
    const changes = destinationChanges(current, profile);
    if (changes.length > 0) {
      recordOutbox(
        ctx.sb,
        {
          channel: "email",
          to: current.email,
          subject: CONTACT_CHANGE_SUBJECT,
          body: [
            `Hello ${current.firstName},`,
            "",
            "The contact details of your Self Service Portal account were changed:",
            ...changes,
            "",
            "Sign-in links and verification codes now go to the new details.",
            `If you did not make this change, call us on ${SUPPORT_PHONE} straight away.`,
          ].join("\n"),
        },
        accountCode,
      );
    }
    return ok(profile);
  },
};
