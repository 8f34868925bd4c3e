// /profile/notifications as a zod schema: used by the action, and loaded by the browser when the
// form is first touched (docs/decisions/008). Unticked boxes post nothing: no alerts, no reminder.

import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

export const notificationsSchema = z.object({
  dataAlerts: z
    .array(z.enum(["50", "80", "100"], { error: "Select the data alerts you want" }))
    .max(3)
    .optional(),
  billReminder: z.literal("yes").optional(),
  alertChannel: z.enum(["sms", "email"], { error: "Select how we send alerts and reminders" }),
  billDelivery: z.enum(["email", "paper"], { error: "Select how you want your bills" }),
});

export const validateNotifications = (formData: FormData) => parseWithZod(formData, { schema: notificationsSchema });

export type NotificationsFields = z.input<typeof notificationsSchema>;
