import type { Service } from "#server/provider/schemas/services.ts";
import type { NotificationPreferences } from "#server/provider/schemas/profile.ts";
import { recordOutbox, type Sandbox } from "./context.ts";
import { renderConfirmation } from "./confirmation-templates.ts";
import type { AccountRecord } from "./records.ts";
import type { Row, Store } from "./store.ts";
import { normalizePhone, prng, seedOf } from "./util.ts";

/**
 * Notification preferences (decision 080) and what they send: a data alert when a service's usage
 * this month crosses 50, 80 or 100 % of its allowance, by the channel the customer chose. Mobile
 * usage is generated (sandbox/handlers/usage.ts) until something adds to a month; then the month's
 * total is stored here, so the usage page and the alerts agree.
 */

const GB = 1024 ** 3;

/** A mobile plan's data allowance, from its code ("MOB-40GB"); 12 GB when the code says none. */
export function mobileAllowanceBytes(service: Pick<Service, "planCode">): number {
  const gb = /(\d+)GB$/i.exec(service.planCode ?? "")?.[1];
  return (gb ? Number(gb) : 12) * GB;
}

/**
 * The services with a data allowance, which the alerts are for: active mobiles. Every sandbox
 * broadband plan is unlimited; a real provider lists its capped broadband here too.
 */
export function dataAlertServices(services: readonly Service[]): { serviceCode: string; type: string }[] {
  return services
    .filter((s) => s.type === "mobile" && s.serviceStatus === "Active")
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

/**
 * Adds `bytes` to a mobile's usage this month and sends the alert of each threshold the customer
 * chose that the total now crosses (each once: only a crossing sends). The alerts sent.
 */
export function addMobileData(sb: Sandbox, service: Row<Service>, bytes: number): number[] {
  const now = new Date(sb.now());
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const before = mobileMonthBytes(sb.store, service.data.code, year, month);
  const after = before + bytes;
  const ref = monthKey(service.data.code, sb.now());
  const row = sb.store.find<{ dataBytes: number }>("mobile_usage", { ref });
  if (row) sb.store.update("mobile_usage", row.id, { dataBytes: after });
  else sb.store.insert("mobile_usage", { accountCode: service.accountCode, ref, data: { dataBytes: after } });

  const account = sb.store.find<AccountRecord>("accounts", { accountCode: service.accountCode ?? "" });
  if (!account) return [];
  const preferences = preferencesOf(sb.store, account);
  const allowance = mobileAllowanceBytes(service.data);
  const crossed = preferences.dataAlerts.filter(
    (p) => before < (allowance * p) / 100 && after >= (allowance * p) / 100,
  );
  const { profile } = account.data;
  const mobile = normalizePhone(profile.contacts[0]?.phoneMobile ?? "");
  for (const percent of crossed) {
    const message = renderConfirmation(
      "data-alert",
      { serviceCode: service.data.code, percent, usedGb: gbText(after), allowanceGb: gbText(allowance) },
      profile.firstName,
    );
    const bySms = preferences.alertChannel === "sms" && mobile !== "";
    recordOutbox(
      sb,
      {
        channel: bySms ? "sms" : "email",
        to: bySms ? mobile : profile.email,
        subject: message.subject,
        body: bySms ? message.sms : message.body,
        template: "data-alert",
      },
      service.accountCode,
    );
  }
  return crossed;
}
