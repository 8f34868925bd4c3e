import type { RouteHandle } from "#app/lib/tag-manager.tsx";

// The client half of what every billing step's route module exports alike (the server half is in
// steps.server.ts).

/** Every billing page: no third-party tag manager (card pages are a click away). */
export const billingHandle: RouteHandle = { noTagManager: true };
