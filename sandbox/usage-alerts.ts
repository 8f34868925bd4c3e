import type { Service } from "#server/provider/schemas/services.ts";
import type { NotificationPreferences } from "#server/provider/schemas/profile.ts";
import { recordOutbox, type Sandbox } from "./context.ts";
import { type ConfirmationData, renderConfirmation } from "./confirmation-templates.ts";
import type { AccountRecord, UsageRecord } from "./records.ts";
import type { Row, Store } from "./store.ts";
import { findContract } from "./catalogue.ts";
import { normalizePhone, prng, providerIsoDate, seedOf } from "./util.ts";
import { serviceWords } from "./service-words.ts";

/**
 * Notification preferences (decision 080) and what they send: a data alert when a service's usage
 * this month crosses 50, 80 or 100 % of its allowance, by the channel the customer chose. Mobile
 * usage is generated (sandbox/handlers/usage.ts) until something adds to a month; then the month's
 * total is stored here, so the usage page and the alerts agree. A capped broadband plan's month is
 * the sum of its days (`usage_daily`, downloads and uploads together): what is added goes on today.
 */

const GB = 1024 ** 3;

/** A mobile plan's data allowance, from its code ("MOB-40GB"); 12 GB when the code says none. */
export function mobileAllowanceBytes(service: Pick<Service, "planCode">): number {
  const gb = /(\d+)GB$/i.exec(service.planCode ?? "")?.[1];
  return (gb ? Number(gb) : 12) * GB;
}

const BROADBAND = ["nbn", "dsl", "uniti"];

/** A broadband plan's data a month (decision 082), or null for an unlimited one (every other broadband plan). */
export function broadbandAllowanceBytes(service: Pick<Service, "type" | "planCode">): number | null {
  if (!BROADBAND.includes(service.type)) return null;
  return findContract(service.planCode ?? "")?.dataAllowanceBytes ?? null;
}

/** The services with a data allowance, which the alerts are for: active mobiles and capped broadband. */
export function dataAlertServices(services: readonly Service[]): { serviceCode: string; type: string }[] {
  return services
    .filter((s) => s.serviceStatus === "Active" && (s.type === "mobile" || broadbandAllowanceBytes(s) !== null))
    .map((s) => ({ serviceCode: s.code, type: s.type }));
}

export type StoredPreferences = Omit<NotificationPreferences, "dataAlertServices">;

/** Every alert on, by the account's preferred message type, bills by email: until the customer chooses. */
export function preferencesOf(store: Store, account: Row<AccountRecord>): StoredPreferences {
  const stored = store.find<StoredPreferences>("notification_preferences", { ref: account.accountCode ?? "" });
  if (stored) return stored.data;
  const sms = account.data.profile.preferredMessageType.toLowerCase() === "sms";
  return { dataAlerts: [50, 80, 100], billReminder: true, alertChannel: sms ? "sms" : "email", billDelivery: "email" };
}

const monthKey = (serviceCode: string, now: number) => `${serviceCode}:${new Date(now).toISOString().slice(0, 7)}`;

/** This month's mobile data: what was stored for it, else the generated figure usage.ts shows. */
export function mobileMonthBytes(store: Store, serviceCode: string, year: number, month: number): number {
  const ref = `${serviceCode}:${year}-${String(month).padStart(2, "0")}`;
  const stored = store.find<{ dataBytes: number }>("mobile_usage", { ref });
  if (stored) return stored.data.dataBytes;
  const r = prng(seedOf(`${serviceCode}:${year}-${month}`));
  return Math.round((2 + r() * 9) * GB);
}

const gbText = (bytes: number) => (bytes / GB).toFixed(1).replace(/\.0$/, "");

/** Adds to a mobile's month; its totals before and after. */
function addToMobile(sb: Sandbox, service: Row<Service>, bytes: number): [number, number] {
  const now = new Date(sb.now());
  const before = mobileMonthBytes(sb.store, service.data.code, now.getUTCFullYear(), now.getUTCMonth() + 1);
  const after = before + bytes;
  const ref = monthKey(service.data.code, sb.now());
  const row = sb.store.find<{ dataBytes: number }>("mobile_usage", { ref });
  if (row) sb.store.update("mobile_usage", row.id, { dataBytes: after });
  else sb.store.insert("mobile_usage", { accountCode: service.accountCode, ref, data: { dataBytes: after } });
  return [before, after];
}

/** Adds to today's downloads of a broadband service; its month's totals (downloads and uploads) before and after. */
function addToBroadband(sb: Sandbox, service: Row<Service>, bytes: number): [number, number] {
  const today = providerIsoDate(new Date(sb.now()));
  const days = sb.store.list<UsageRecord>("usage_daily", { ref: service.data.code });
  const before = days
    .filter((d) => d.data.date.startsWith(today.slice(0, 7)))
    .reduce((sum, d) => sum + d.data.downloadedBytes + d.data.uploadedBytes, 0);
  const row = days.find((d) => d.data.date === today);
  if (row) sb.store.update("usage_daily", row.id, { ...row.data, downloadedBytes: row.data.downloadedBytes + bytes });
  else
    sb.store.insert("usage_daily", {
      accountCode: service.accountCode,
      ref: service.data.code,
      data: { date: today, downloadedBytes: bytes, uploadedBytes: 0 },
    });
  return [before, before + bytes];
}

/**
 * Adds `bytes` to a mobile's or a capped broadband service's usage this month, as the network's
 * usage feed would, and sends the alert of each threshold the customer chose that the total now
 * crosses (each once: only a crossing sends). The alerts sent; null when the service has no allowance.
 */
export function addData(sb: Sandbox, service: Row<Service>, bytes: number): number[] | null {
  const allowance =
    service.data.type === "mobile" ? mobileAllowanceBytes(service.data) : broadbandAllowanceBytes(service.data);
  if (allowance === null) return null;
  const [before, after] =
    service.data.type === "mobile" ? addToMobile(sb, service, bytes) : addToBroadband(sb, service, bytes);

  const account = sb.store.find<AccountRecord>("accounts", { accountCode: service.accountCode ?? "" });
  if (!account) return [];
  const preferences = preferencesOf(sb.store, account);
  const crossed = preferences.dataAlerts.filter(
    (p) => before < (allowance * p) / 100 && after >= (allowance * p) / 100,
  );
  for (const percent of crossed) {
    const data = {
      service: serviceWords(service.data),
      percent,
      usedGb: gbText(after),
      allowanceGb: gbText(allowance),
    };
    sendByChosenChannel(sb, account, preferences, "data-alert", data);
  }
  return crossed;
}

/**
 * An alert or reminder by the channel the customer chose for them: SMS to the main contact's
 * mobile (by email when there is none), or email.
 */
export function sendByChosenChannel<T extends "data-alert" | "bill-reminder">(
  sb: Sandbox,
  account: Row<AccountRecord>,
  preferences: StoredPreferences,
  template: T,
  data: ConfirmationData[T],
): void {
  const { profile } = account.data;
  const message = renderConfirmation(template, data, profile.firstName);
  const mobile = normalizePhone(profile.contacts[0]?.phoneMobile ?? "");
  const bySms = preferences.alertChannel === "sms" && mobile !== "";
  recordOutbox(
    sb,
    {
      channel: bySms ? "sms" : "email",
      to: bySms ? mobile : profile.email,
      subject: message.subject,
      body: bySms ? message.sms : message.body,
      template,
      ...(template === "bill-reminder" ? { reference: message.reference } : {}),
    },
    account.accountCode,
  );
}
