import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

/** The run-a-test form's rules: used by the action, and lazily by the browser for inline checks. */
export const CHOOSE_TEST = "Choose a test to run";

export const runSchema = z.object({
  testType: z.string({ error: CHOOSE_TEST }).trim().min(1, { error: CHOOSE_TEST }).max(64, { error: CHOOSE_TEST }),
});

export const validateRun = (formData: FormData) => parseWithZod(formData, { schema: runSchema });

export type RunFields = z.input<typeof runSchema>;
