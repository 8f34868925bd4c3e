// The questions of life support (register, remove) and of a lost or stolen SIM (block, unblock)
// as zod schemas, one per question (decision 080): used by the actions, and loaded by the browser
// when a form is first touched (docs/decisions/008). Where to post a replacement SIM asks what
// adding hardware asks (./plan.schemas.ts).

import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { LIFE_SUPPORT_EQUIPMENT, LIFE_SUPPORT_REMOVE_REASONS, SIM_BLOCK_REASONS } from "#app/domain/safeguards.ts";

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

export const equipmentSchema = z.object({
  equipment: z.enum(values(LIFE_SUPPORT_EQUIPMENT), { error: "Select the life support equipment" }),
});

const PERSON_REQUIRED = "Enter the full name of the person who needs the equipment";
export const personSchema = z.object({
  personName: z
    .string({ error: PERSON_REQUIRED })
    .trim()
    .min(1, PERSON_REQUIRED)
    .max(100, "The name must be 100 characters or fewer"),
});

export const removeReasonSchema = z.object({
  reason: z.enum(values(LIFE_SUPPORT_REMOVE_REASONS), { error: "Select why you are removing the registration" }),
});

export const simReasonSchema = z.object({
  reason: z.enum(values(SIM_BLOCK_REASONS), { error: "Select whether your SIM was lost or stolen" }),
});

export const simFoundSchema = z.object({
  found: z.enum(["yes", "no"], { error: "Select whether you have your SIM back" }),
});

export const validateEquipment = (formData: FormData) => parseWithZod(formData, { schema: equipmentSchema });
export const validatePerson = (formData: FormData) => parseWithZod(formData, { schema: personSchema });
export const validateRemoveReason = (formData: FormData) => parseWithZod(formData, { schema: removeReasonSchema });
export const validateSimReason = (formData: FormData) => parseWithZod(formData, { schema: simReasonSchema });
export const validateSimFound = (formData: FormData) => parseWithZod(formData, { schema: simFoundSchema });

export type EquipmentFields = z.input<typeof equipmentSchema>;
export type PersonFields = z.input<typeof personSchema>;
export type RemoveReasonFields = z.input<typeof removeReasonSchema>;
export type SimReasonFields = z.input<typeof simReasonSchema>;
export type SimFoundFields = z.input<typeof simFoundSchema>;
