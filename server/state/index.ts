import { createMemoryStore } from "./memory.ts";
import type { StateStore } from "./store.ts";

export type { StateStore } from "./store.ts";

/** The portal's one state store (memory for now; a shared store replaces it without callers changing). */
export const state: StateStore = createMemoryStore();
