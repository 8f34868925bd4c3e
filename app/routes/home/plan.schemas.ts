import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

/** The change-plan and add-product questions' rules: used by the actions, and lazily by the browser for inline checks. */
const CHOOSE_PLAN_MESSAGE = "Select the plan you want to move to";
const CHOOSE_PRODUCT_MESSAGE = "Select the product you want to add";

export const choosePlanSchema = z.object({
  contractCode: z.string({ error: CHOOSE_PLAN_MESSAGE }).trim().min(1, CHOOSE_PLAN_MESSAGE).max(64),
});
export const chooseProductSchema = z.object({
  productCode: z.string({ error: CHOOSE_PRODUCT_MESSAGE }).trim().min(1, CHOOSE_PRODUCT_MESSAGE).max(64),
});

export const validateChoosePlan = (formData: FormData) => parseWithZod(formData, { schema: choosePlanSchema });
export const validateChooseProduct = (formData: FormData) => parseWithZod(formData, { schema: chooseProductSchema });

export type ChoosePlanFields = z.input<typeof choosePlanSchema>;
export type ChooseProductFields = z.input<typeof chooseProductSchema>;
