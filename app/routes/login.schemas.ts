import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { emailSchema } from "#app/lib/schemas.ts";

/** The sign-in forms' rules: used by the action, and lazily by the browser for inline checks. */
export const passwordSchema = z.object({
  intent: z.literal("password"),
  email: emailSchema,
  password: z.string({ error: "Enter your password" }).min(1, { error: "Enter your password" }).max(200),
  redirectTo: z.string().max(2048).optional(),
});

export const linkSchema = z.object({
  intent: z.literal("link"),
  email: emailSchema,
});

export const validatePassword = (formData: FormData) => parseWithZod(formData, { schema: passwordSchema });
export const validateLink = (formData: FormData) => parseWithZod(formData, { schema: linkSchema });

export type PasswordFields = z.input<typeof passwordSchema>;
export type LinkFields = z.input<typeof linkSchema>;
