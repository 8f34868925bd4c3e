import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

/** The /home/plan forms' rules: used by the action, and lazily by the browser for inline checks. */
export const CHOOSE_PLAN_MESSAGE = "Select the plan you want to move to";

export const choosePlanSchema = z.object({
  intent: z.literal("choose-plan"),
  contractCode: z.string({ error: CHOOSE_PLAN_MESSAGE }).trim().min(1, CHOOSE_PLAN_MESSAGE).max(64),
});
export const confirmPlanSchema = z.object({
  intent: z.literal("confirm-plan"),
  contractCode: z.string().trim().min(1).max(64),
});
export const confirmProductSchema = z.object({
  intent: z.literal("confirm-product"),
  productCode: z.string().trim().min(1).max(64),
});

export const validateChoosePlan = (formData: FormData) => parseWithZod(formData, { schema: choosePlanSchema });

export type ChoosePlanFields = z.input<typeof choosePlanSchema>;
