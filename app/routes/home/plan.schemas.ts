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

const DELIVER_TO_MESSAGE = "Select where we should send it";
const DELIVERY_MATCH_MESSAGE = "Select the address to send it to";

/** Where to send hardware: the service's address or another one. */
export const deliverToSchema = z.object({
  deliverTo: z.enum(["service", "other"], { error: DELIVER_TO_MESSAGE }),
});
/** One of the matches of the delivery address search. */
export const deliveryMatchSchema = z.object({
  locationId: z.string({ error: DELIVERY_MATCH_MESSAGE }).trim().min(1, DELIVERY_MATCH_MESSAGE).max(40),
});

export const validateDeliverTo = (formData: FormData) => parseWithZod(formData, { schema: deliverToSchema });
export const validateDeliveryMatch = (formData: FormData) => parseWithZod(formData, { schema: deliveryMatchSchema });
export const validateChoosePlan = (formData: FormData) => parseWithZod(formData, { schema: choosePlanSchema });
export const validateChooseProduct = (formData: FormData) => parseWithZod(formData, { schema: chooseProductSchema });

export type ChoosePlanFields = z.input<typeof choosePlanSchema>;
export type ChooseProductFields = z.input<typeof chooseProductSchema>;
export type DeliverToFields = z.input<typeof deliverToSchema>;
export type DeliveryMatchFields = z.input<typeof deliveryMatchSchema>;
