import type { CallDef } from "#server/provider/call-def.ts";

/** A call without its answer's schema: for tests about what was sent or called, not the answer. */
export const unchecked = <T>(call: CallDef<T>): CallDef => ({ ...call, response: undefined });
