import type { Route } from "./+types/keep-alive";

/**
 * "Stay signed in" (components/session-timeout/SessionTimeout.tsx): the guard above this route has already
 * checked the session and started its idle limit again; the answer only says so. A session that
 * is over gets the guard's redirect to sign in instead. A post (CSRF rules as for every form),
 * never cached.
 */
export function action(_: Route.ActionArgs) {
  return Response.json({ signedIn: true }, { headers: { "Cache-Control": "no-store" } });
}
