import { z } from "zod";

/**
 * What the provider's answers are made of, and an answer many calls share. The answers' shapes
 * sit beside this file, one file per part of the API, validated with zod. Where spec §3 names
 * fields, they are used exactly; where the spec shows no shape, the shape is what our sandbox
 * returns and is marked "(sandbox shape)". Money is always integer cents; dates are ISO strings
 * (YYYY-MM-DD, or full ISO with time). Unknown extra fields are kept out (zod strips them),
 * optional fields accept null.
 */

export const cents = z.number().int();
export const isoDate = z.string().min(1);
export const id = z.number().int();

/** (sandbox shape) A message (authenticate-via-email's never says whether the address is registered). */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
