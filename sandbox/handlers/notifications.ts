import { z } from "zod";
import type { HandlerMap } from "#sandbox/context.ts";
import { me, ok, parseBody } from "#sandbox/context.ts";
import { sendConfirmation } from "#sandbox/confirmations.ts";
import { dataAlertServices, preferencesOf, type StoredPreferences } from "#sandbox/usage-alerts.ts";
import { myServices } from "./shared.ts";

/** Extension (decision 080): the account's notification preferences, read and saved. */

const update = z.object({
  dataAlerts: z
    .array(z.union([z.literal(50), z.literal(80), z.literal(100)]))
    .max(3)
    .refine((list) => new Set(list).size === list.length, "has a threshold twice"),
  billReminder: z.boolean(),
  alertChannel: z.enum(["sms", "email"]),
  billDelivery: z.enum(["email", "paper"]),
});

/** The preferences in words, for the confirmation. */
function summary(p: StoredPreferences): string {
  const alerts = p.dataAlerts.length ? `data alerts at ${p.dataAlerts.join(", ")}%` : "no data alerts";
  const reminder = p.billReminder ? "a reminder before each bill is due" : "no bill reminders";
  return `${alerts} and ${reminder}, by ${p.alertChannel === "sms" ? "SMS" : "email"}; bills ${p.billDelivery === "paper" ? "on paper by post" : "by email"}`;
}

export const notificationHandlers: HandlerMap["account"] = {
  notificationPreferences(ctx) {
    const { row } = me(ctx);
    const services = myServices(ctx).map((r) => r.data);
    return ok({ ...preferencesOf(ctx.sb.store, row), dataAlertServices: dataAlertServices(services) });
  },

  updateNotificationPreferences(ctx) {
    const body = parseBody(update, ctx.body);
    const { accountCode } = me(ctx);
    const saved: StoredPreferences = { ...body, dataAlerts: [...body.dataAlerts].sort((a, b) => a - b) };
    const existing = ctx.sb.store.find("notification_preferences", { ref: accountCode });
    if (existing) ctx.sb.store.update("notification_preferences", existing.id, saved);
    else ctx.sb.store.insert("notification_preferences", { accountCode, ref: accountCode, data: saved });
    sendConfirmation(ctx.sb, accountCode, "notification-preferences", { summary: summary(saved) });
    const services = myServices(ctx).map((r) => r.data);
    return ok({ ...saved, dataAlertServices: dataAlertServices(services) });
  },
};
