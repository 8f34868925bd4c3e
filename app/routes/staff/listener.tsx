import { staffListenerOnly } from "#app/lib/staff/guard.server.ts";
import type { Route } from "./+types/listener";

/**
 * The staff console exists on its own listener only (STAFF_PORT): on the customers' listener every
 * /staff… address is the customer's 404 page (this layout has no error boundary, so the root's
 * answers).
 */
export const middleware: Route.MiddlewareFunction[] = [staffListenerOnly];

export function loader() {
  return null;
}
