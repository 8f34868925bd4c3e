import { Outlet } from "react-router";
import { ErrorView } from "#app/components/error-screen/ErrorView.tsx";
import { requireMfa } from "#app/lib/guard.server.ts";
import type { Route } from "./+types/mfa-gated";

/**
 * Spec §4: home, usage, plan, billing, payment details, profile and profile edit need MFA first.
 * One level for the gated pages: the MFA gate and the page boundary of routes/page-boundary.tsx
 * (a page's error shown inside the signed-in layout, navigation still there), so matching a gated
 * URL walks one layout fewer (docs/decisions/076).
 */
export const middleware: Route.MiddlewareFunction[] = [requireMfa];

// A loader makes the middleware run on client navigations too (a `.data` request).
export function loader() {
  return null;
}

export default function MfaGated() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
