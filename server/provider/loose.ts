import { z } from "zod";

/**
 * For calls whose answer the spec does not show and no screen uses: any JSON object,
 * typed as a plain record. The sandbox's shape for each is described next to its handler.
 */
export const looseObject = z.record(z.string(), z.unknown());
export type LooseObject = z.infer<typeof looseObject>;

/** Request bodies the spec does not show. */
export type LooseBody = Record<string, unknown>;
