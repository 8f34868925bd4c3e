// The new mobile's code (decision 060): six digits, typed with or without spaces ("736 399").
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { sixDigitCodeSchema } from "#app/lib/schemas.ts";

export const mobileCodeSchema = z.object({ code: sixDigitCodeSchema });

export type MobileCodeFields = z.input<typeof mobileCodeSchema>;
export const validateMobileCode = (formData: FormData) => parseWithZod(formData, { schema: mobileCodeSchema });
