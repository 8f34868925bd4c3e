import { guard } from "#app/lib/guard.server.ts";
import type { Route } from "./+types/guarded";

/**
 * The route guard (spec §4) for the signed-in pages outside the signed-in layout (/mfa, the
 * service switch, "stay signed in"); the signed-in layout carries it for its own pages.
 */
export const middleware: Route.MiddlewareFunction[] = [guard];

// A loader makes the guard run on client navigations too (a `.data` request).
export function loader() {
  return null;
}

// No component: a layout route without one renders its child (an <Outlet />), and ships no JavaScript.
