// The new mobile's code (decision 060): six digits, typed with or without spaces ("736 399").
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

const CODE_REQUIRED = "Enter the 6-digit code";

export const mobileCodeSchema = z.object({
  code: z
    .string({ error: CODE_REQUIRED })
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(
      z
        .string()
        .min(1, { error: CODE_REQUIRED, abort: true })
        .regex(/^\d{6}$/, "The code must be 6 digits, like 736 399"),
    ),
});

export type MobileCodeFields = z.input<typeof mobileCodeSchema>;
export const validateMobileCode = (formData: FormData) => parseWithZod(formData, { schema: mobileCodeSchema });
