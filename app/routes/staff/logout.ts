import { redirect } from "react-router";
import { audit } from "#app/lib/staff/guard.server.ts";
import { auditViewEnded } from "#app/lib/staff/view-start.server.ts";
import { clearStaffCookie, endStaffSession, readStaffSession, staffSessionRef } from "#app/lib/staff/session.server.ts";
import type { Route } from "./+types/logout";

/** Sign-out is a POST: the session's record goes (every copy of the cookie is signed out), then the sign-in page. */
export async function action({ request }: Route.ActionArgs) {
  const standing = await readStaffSession(request.headers.get("Cookie"));
  const headers = { "Set-Cookie": clearStaffCookie() };
  if (standing.standing !== "active") return redirect("/staff/login?signedout=1", { headers });
  const { session } = standing;
  // A view in progress ends with the session: its end is recorded as the sign-out's.
  if (session.view) {
    const actor = { sub: session.sub, role: session.role };
    const ended = session.view.endsAt > Date.now() ? "sign-out" : "time-limit";
    await auditViewEnded(session.view, actor, staffSessionRef(session), ended);
  }
  const outcome = await endStaffSession(session);
  audit("staff.signed-out", {
    outcome: outcome === "ended" ? "ok" : "unconfirmed",
    actor: { sub: session.sub, role: session.role },
    sid: staffSessionRef(session),
  });
  return redirect("/staff/login?signedout=1", { headers });
}

export function loader() {
  return redirect("/staff");
}
