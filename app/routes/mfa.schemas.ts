import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { sixDigitCodeSchema } from "#app/lib/schemas.ts";

/** The MFA forms' rules: used by the action, and lazily by the browser for inline checks. */
export const sendSchema = z.object({
  intent: z.enum(["send", "resend"]),
  channel: z.enum(["sms", "email"], { error: "Choose how to get your code" }),
});
export const verifySchema = z.object({
  intent: z.literal("verify"),
  code: sixDigitCodeSchema,
});

export const validateSend = (formData: FormData) => parseWithZod(formData, { schema: sendSchema });
export const validateVerify = (formData: FormData) => parseWithZod(formData, { schema: verifySchema });

export type SendFields = z.input<typeof sendSchema>;
export type VerifyFields = z.input<typeof verifySchema>;
