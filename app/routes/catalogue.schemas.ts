import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

/** The catalogue's demo form: checked by its loader and action, and lazily by the browser. */
export const demoSchema = z.object({
  fullName: z
    .string({ error: "Enter your full name" })
    .max(100, { error: "Full name must be 100 characters or fewer" }),
  email: z.email({ error: "Enter an email address in the correct format, like name@example.com" }),
  plan: z.string({ error: "Select a plan" }),
  contactMethod: z.enum(["email", "sms"], { error: "Select how we should contact you" }),
  message: z.string({ error: "Enter a message" }).max(500, { error: "Message must be 500 characters or fewer" }),
  agree: z.boolean({ error: "Confirm that the details are correct" }),
});

export const validateDemo = (formData: FormData) => parseWithZod(formData, { schema: demoSchema });

export type DemoFields = z.input<typeof demoSchema>;
