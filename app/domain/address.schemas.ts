// The address forms' rules (search, choose a match, enter it by hand): used by actions and
// loaders, and lazily by the browser for inline checks. Shared by /signup and moving home.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { POSTCODE_PATTERN, STATE_CODES } from "./address.ts";

const SEARCH_REQUIRED = "Enter the address, for example 12 King Street Newtown";
const SEARCH_TOO_SHORT = "Enter at least 3 characters of the address";
const SEARCH_TOO_LONG = "The address must be 120 characters or fewer";

/** The search text of "Find address" (a GET: the matches are a page of their own). */
export const addressSearchSchema = z.object({
  address: z
    .string({ error: SEARCH_REQUIRED })
    .trim()
    .min(1, { error: SEARCH_REQUIRED, abort: true })
    .min(3, { error: SEARCH_TOO_SHORT })
    .max(120, { error: SEARCH_TOO_LONG }),
});

/** One of the matches. */
export const chooseAddressSchema = z.object({
  intent: z.literal("choose"),
  locationId: z
    .string({ error: "Select your address, or enter it yourself" })
    .trim()
    .min(1, { error: "Select your address, or enter it yourself" })
    .max(40),
});

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((v) => (v ? v : undefined));

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, { error: tooLong });

/**
 * An address typed in by hand. The unit, level and street types are codes of the provider's
 * lookups (checked against them by the action); a lot number stands in for a street number.
 */
export const manualAddressSchema = z
  .object({
    unitType: optionalText(10, "Select a unit type from the list"),
    unitNumber: optionalText(10, "The unit number must be 10 characters or fewer"),
    levelType: optionalText(10, "Select a level type from the list"),
    levelNumber: optionalText(10, "The level number must be 10 characters or fewer"),
    lotNumber: optionalText(10, "The lot number must be 10 characters or fewer"),
    streetNumber: optionalText(10, "The street number must be 10 characters or fewer"),
    streetName: required("Enter the street name", 60, "The street name must be 60 characters or fewer"),
    streetType: required("Select the street type", 10, "Select the street type"),
    suburb: required("Enter the suburb or town", 60, "The suburb or town must be 60 characters or fewer"),
    state: z.enum(STATE_CODES, { error: "Select the state or territory" }),
    postCode: z
      .string({ error: "Enter the postcode" })
      .trim()
      .min(1, { error: "Enter the postcode", abort: true })
      .regex(POSTCODE_PATTERN, { error: "Enter a postcode of 4 digits, like 2042" }),
  })
  .superRefine((a, ctx) => {
    if (!a.streetNumber && !a.lotNumber) {
      ctx.addIssue({ code: "custom", path: ["streetNumber"], message: "Enter the street number, or a lot number" });
    }
    if (a.unitType && !a.unitNumber) {
      ctx.addIssue({ code: "custom", path: ["unitNumber"], message: "Enter the unit number" });
    }
    if (a.levelType && !a.levelNumber) {
      ctx.addIssue({ code: "custom", path: ["levelNumber"], message: "Enter the level number" });
    }
  });

export type ChooseAddressFields = z.input<typeof chooseAddressSchema>;
export type ManualAddressFields = z.input<typeof manualAddressSchema>;
export type ManualAddress = z.output<typeof manualAddressSchema>;

export const validateChooseAddress = (formData: FormData) => parseWithZod(formData, { schema: chooseAddressSchema });
export const validateManualAddress = (formData: FormData) => parseWithZod(formData, { schema: manualAddressSchema });
