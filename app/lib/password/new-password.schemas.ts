// The password forms' rules (zod): the length rules of app/domain/password.ts, which the browser
// can check on its own (loaded on first touch, form/lazy-validation.ts). The list of common
// passwords and the email are checked on the server (new-password.server.ts) after these pass.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { emailSchema } from "#app/lib/schemas.ts";
import { lengthProblem, NEW_PASSWORD_REQUIRED } from "#app/domain/password.ts";
import { CURRENT_PASSWORD_MAX_LENGTH, CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_TOO_LONG } from "#app/lib/reauth.ts";

const newPassword = z.string({ error: NEW_PASSWORD_REQUIRED }).superRefine((value, ctx) => {
  const problem = lengthProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

const currentPassword = z
  .string({ error: CURRENT_PASSWORD_REQUIRED })
  .min(1, { error: CURRENT_PASSWORD_REQUIRED })
  .max(CURRENT_PASSWORD_MAX_LENGTH, { error: CURRENT_PASSWORD_TOO_LONG });

/** "Forgot your password?": the email to send a link to. */
export const forgotSchema = z.object({ email: emailSchema });
/** A new password chosen from a reset link, or set for the first time. */
export const newPasswordSchema = z.object({ newPassword });
/** A change: the current password, and the new one. */
export const changePasswordSchema = z.object({ currentPassword, newPassword });

export const validateForgot = (formData: FormData) => parseWithZod(formData, { schema: forgotSchema });
export const validateNewPassword = (formData: FormData) => parseWithZod(formData, { schema: newPasswordSchema });
export const validateChangePassword = (formData: FormData) => parseWithZod(formData, { schema: changePasswordSchema });

export type ForgotFields = z.input<typeof forgotSchema>;
export type NewPasswordFields = z.input<typeof newPasswordSchema>;
export type ChangePasswordFields = z.input<typeof changePasswordSchema>;
