import { requireMfa } from "#app/lib/guard.server.ts";
import type { Route } from "./+types/mfa-gated";

/** Spec §4: home, usage, plan, billing, payment details, profile and profile edit need MFA first. */
export const middleware: Route.MiddlewareFunction[] = [requireMfa];

// A loader makes the middleware run on client navigations too (a `.data` request).
export function loader() {
  return null;
}

// No component: a layout route without one renders its child (an <Outlet />), and ships no JavaScript.
