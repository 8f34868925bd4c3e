import type { RouteHandle } from "#app/lib/tag-manager.tsx";

/** Every billing page: no third-party tag manager (card pages are a click away). */
export const billingHandle: RouteHandle = { noTagManager: true };
