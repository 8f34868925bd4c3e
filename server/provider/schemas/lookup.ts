import { z } from "zod";

/** Lookups: code lists (the parts of an address) and the provider's settings. */

const codeName = z.object({ code: z.string(), name: z.string() });
export type CodeName = z.infer<typeof codeName>;
export const codeListResponse = z.object({ items: z.array(codeName) });
export type CodeListResponse = z.infer<typeof codeListResponse>;

/** (sandbox shape) */
export const settingsResponse = z.object({
  supportPhone: z.string(),
  features: z.record(z.string(), z.boolean()),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;
