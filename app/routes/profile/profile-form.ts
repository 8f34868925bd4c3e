// The profile edit form (spec §3 profile and contacts, §5 email and Australian phone rules):
// its options and limits, the provider update built from it, and how a provider rejection (spec
// §8: "profile update surfaces the response data") becomes messages on the form. Pure and free of
// zod, so pages may import it (its schema is in profile-form.schemas.ts, loaded lazily).

import { displayPhone } from "#app/domain/phone.ts";
import type { Contact, Profile } from "#server/provider/schemas/profile.ts";
import type { ProfileEditValues } from "./profile-form.schemas.ts";

/** Spec §3: preferredMessageType, Email by default. */
export const MESSAGE_TYPES = ["Email", "SMS", "Post"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  Email: "Email",
  SMS: "SMS (text message)",
  Post: "Post",
};

export const NAME_MAX_LENGTH = 50;

/** What the form starts with: the profile as the provider holds it, its numbers as people read them. */
export function formDefaults(profile: Profile, contacts: readonly Contact[]) {
  const messageType =
    MESSAGE_TYPES.find((t) => t.toLowerCase() === profile.preferredMessageType.toLowerCase()) ?? "Email";
  return {
    email: profile.email,
    preferredMessageType: messageType,
    contacts: contacts.map((c) => ({
      id: String(c.id),
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email ?? "",
      phoneMobile: displayPhone(c.phoneMobile),
      phoneHome: displayPhone(c.phoneHome),
    })),
  };
}

export const CONTACTS_CHANGED =
  "Your contacts have changed since you opened this page. Reload the page, check your details and save again.";

/**
 * The provider update (account/contacts/update). Each submitted contact must be one of the
 * account's contacts, in the order shown; the contact type comes from the provider's record,
 * never from the browser. Returns null when they do not match (changed in the meantime, or
 * tampered with).
 */
export function toProfileUpdate(values: ProfileEditValues, current: readonly Contact[]) {
  if (values.contacts.length !== current.length) return null;
  const contacts = [];
  for (const [index, submitted] of values.contacts.entries()) {
    const existing = current[index];
    if (!existing || existing.id !== submitted.id) return null;
    contacts.push({
      id: existing.id,
      contactType: existing.contactType,
      firstName: submitted.firstName,
      lastName: submitted.lastName,
      email: submitted.email ?? null,
      phoneMobile: submitted.phoneMobile ?? null,
      phoneHome: submitted.phoneHome ?? null,
    });
  }
  // The main contact is the account holder: the account's name (the header, the profile's
  // "Name") is theirs, so a new name for them is the account's too.
  const holder = contacts[0]!;
  return {
    firstName: holder.firstName,
    lastName: holder.lastName,
    email: values.email,
    preferredMessageType: values.preferredMessageType,
    contacts,
  };
}

export type RejectionMessages = { formErrors: string[]; fieldErrors: Record<string, string[]> };

const TOP_LEVEL_FIELDS = new Set(["email", "preferredMessageType"]);
const CONTACT_FIELDS = new Set(["firstName", "lastName", "email", "phoneMobile", "phoneHome"]);
const MAX_MESSAGES = 10;
const MAX_MESSAGE_LENGTH = 300;

/** 'email' → 'email'; 'contacts.0.phoneMobile' or 'contacts[0].phoneMobile' → 'contacts[0].phoneMobile'; else null. */
export function formFieldName(path: string, contactCount: number): string | null {
  const trimmed = path.trim();
  if (TOP_LEVEL_FIELDS.has(trimmed)) return trimmed;
  const match = /^contacts(?:\.(\d+)|\[(\d+)\])\.(\w+)$/.exec(trimmed);
  if (!match) return null;
  const index = Number(match[1] ?? match[2]);
  const field = match[3]!;
  return index < contactCount && CONTACT_FIELDS.has(field) ? `contacts[${index}].${field}` : null;
}

function text(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const t = value.trim();
  return t ? t.slice(0, MAX_MESSAGE_LENGTH) : null;
}

/**
 * Spec §8: a rejected profile update shows the provider's response data. Its `message` goes in
 * the error summary; its `errors` (a list of strings, of { field, message }, or a record of
 * field → message(s)) go next to the fields they name, or in the summary otherwise. Anything
 * else (a plain text body) is shown as it is, bounded in length.
 */
export function rejectionMessages(data: unknown, contactCount: number, fallback: string): RejectionMessages {
  const formErrors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  const add = (field: string | null, message: string | null) => {
    if (!message) return;
    if (field) (fieldErrors[field] ??= []).push(message);
    else formErrors.push(message);
  };
  const plain = text(data);
  if (plain) add(null, plain);
  if (data && typeof data === "object" && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    add(null, text(record.message));
    const errors = record.errors;
    if (Array.isArray(errors)) {
      for (const item of errors.slice(0, MAX_MESSAGES)) {
        if (typeof item === "string") add(null, text(item));
        else if (item && typeof item === "object") {
          const entry = item as Record<string, unknown>;
          const path =
            typeof entry.field === "string" ? entry.field : Array.isArray(entry.path) ? entry.path.join(".") : "";
          add(formFieldName(path, contactCount), text(entry.message));
        }
      }
    } else if (errors && typeof errors === "object") {
      for (const [path, value] of Object.entries(errors as Record<string, unknown>).slice(0, MAX_MESSAGES)) {
        const list = Array.isArray(value) ? value : [value];
        for (const message of list) add(formFieldName(path, contactCount), text(message));
      }
    }
  }
  if (formErrors.length === 0 && Object.keys(fieldErrors).length === 0) formErrors.push(fallback);
  return { formErrors: [...new Set(formErrors)], fieldErrors };
}
