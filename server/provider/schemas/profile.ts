import { z } from "zod";
import { currentPaymentMethod } from "./billing.ts";
import { cents, id, isoDate } from "./common.ts";

/** The account holder: contacts, the postal address, the profile, and the account's details (v2). */

export const contact = z.object({
  id,
  contactType: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullish(),
  phoneMobile: z.string().nullish(),
  phoneHome: z.string().nullish(),
});
export type Contact = z.infer<typeof contact>;

export const address = z.object({
  unitNumber: z.string().nullish(),
  streetNumber: z.string(),
  streetName: z.string(),
  streetType: z.string(),
  suburb: z.string(),
  state: z.string(),
  postCode: z.string(),
});
export type Address = z.infer<typeof address>;

export const profile = z.object({
  accountCode: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  contacts: z.array(contact),
  preferredMessageType: z
    .string()
    .nullish()
    .transform((v) => v ?? "Email"),
  address: address.nullish(),
});
export type Profile = z.infer<typeof profile>;

export const contactsResponse = z.object({ contacts: z.array(contact) });
export type ContactsResponse = z.infer<typeof contactsResponse>;

/** (sandbox shape) v2 account details. */
export const accountDetails = z.object({
  accountCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.string(),
  createdAt: isoDate,
  balanceCents: cents,
  paymentMethod: currentPaymentMethod.nullable(),
  serviceCount: z.number().int(),
});
export type AccountDetails = z.infer<typeof accountDetails>;

/** (extension, decision 080) The data-alert thresholds a customer may choose, in % of the allowance. */
export const DATA_ALERT_THRESHOLDS = [50, 80, 100] as const;

/**
 * (extension, decision 080) How the account hears from us: data alerts at 50 / 80 / 100 % of a
 * service's allowance, a reminder before a bill is due, by SMS or email; and bills by email or on paper.
 * `dataAlertServices` are the services with a data allowance (mobile, capped broadband): the alerts
 * apply to them; an account without one has no data alerts to choose.
 */
export const notificationPreferences = z.object({
  dataAlerts: z.array(z.union([z.literal(50), z.literal(80), z.literal(100)])),
  billReminder: z.boolean(),
  alertChannel: z.enum(["sms", "email"]),
  billDelivery: z.enum(["email", "paper"]),
  dataAlertServices: z.array(z.object({ serviceCode: z.string(), type: z.string() })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
