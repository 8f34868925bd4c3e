// The VoIP settings form (on /home for VoIP services): one schema for the server and, loaded
// lazily, the browser (docs/screens.md, Forms).
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { isAustralianPhone, normalisePhone, PHONE_FORMAT_MESSAGE } from "#app/domain/phone.ts";

export const FORWARD_REQUIRED_MESSAGE = "Enter the number to forward calls to";

export const voipSettingsSchema = z
  .object({
    intent: z.literal("voip-settings"),
    callerIdBlocked: z.boolean().optional(),
    callForwardingEnabled: z.boolean().optional(),
    callForwardingNumber: z.string().trim().max(30, PHONE_FORMAT_MESSAGE).optional(),
    voicemailEnabled: z.boolean().optional(),
    doNotDisturb: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    const number = value.callForwardingNumber ?? "";
    if (value.callForwardingEnabled && number === "") {
      ctx.addIssue({ code: "custom", path: ["callForwardingNumber"], message: FORWARD_REQUIRED_MESSAGE });
    } else if (number !== "" && !isAustralianPhone(number)) {
      ctx.addIssue({ code: "custom", path: ["callForwardingNumber"], message: PHONE_FORMAT_MESSAGE });
    }
  });

export type VoipSettingsForm = z.infer<typeof voipSettingsSchema>;
export type VoipSettingsFields = z.input<typeof voipSettingsSchema>;
export const validateVoipSettings = (formData: FormData) => parseWithZod(formData, { schema: voipSettingsSchema });

/** The PATCH body: every switch explicit, the forwarding number in national form (or none). */
export function toVoipUpdate(form: VoipSettingsForm) {
  return {
    callerIdBlocked: Boolean(form.callerIdBlocked),
    callForwardingEnabled: Boolean(form.callForwardingEnabled),
    callForwardingNumber: form.callForwardingNumber ? normalisePhone(form.callForwardingNumber) : null,
    voicemailEnabled: Boolean(form.voicemailEnabled),
    doNotDisturb: Boolean(form.doNotDisturb),
  };
}
