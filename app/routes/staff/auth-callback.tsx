import { data, Link, redirect } from "react-router";
import { audit } from "#app/lib/staff/guard.server.ts";
import {
  readStaffSession,
  refreshStaffSession,
  startStaffSession,
  endStaffSession,
  StaffSessionNotRecorded,
  staffSessionRef,
} from "#app/lib/staff/session.server.ts";
import { clearSignInBinding, StaffSignInError, staffAuthenticator } from "#app/lib/staff/sign-in.server.ts";
import { StaffShell, StaffTitle } from "./staff-shell.tsx";
import type { Route } from "./+types/auth-callback";

type Problem = "bad-callback" | "no-access" | "not-multi-factor" | "unavailable";

const PROBLEM_STATUS: Record<Problem, number> = {
  "bad-callback": 400,
  "no-access": 403,
  "not-multi-factor": 403,
  unavailable: 503,
};

const problem = (kind: Problem) =>
  data({ problem: kind }, { status: PROBLEM_STATUS[kind], headers: { "Set-Cookie": clearSignInBinding() } });

/**
 * The identity provider's answer (a GET it redirects to). Checked every way (server/staff/sign-in.ts);
 * a callback replayed, altered or not started in this browser is a 400 and starts no session. A
 * member of staff without a console role gets the "no access" page and no session.
 */
export async function loader({ request }: Route.LoaderArgs) {
  let signedIn;
  try {
    signedIn = await staffAuthenticator.authenticate("staff-oidc", request);
  } catch (error) {
    if (!(error instanceof StaffSignInError)) throw error;
    if (error.reason === "bad-callback" || error.reason === "not-multi-factor")
      audit("staff.sign-in-refused", { outcome: "refused", refusal: error.reason });
    return problem(error.reason === "busy" ? "unavailable" : error.reason);
  }
  const actor = { sub: signedIn.sub, role: signedIn.role };
  if (!signedIn.role) {
    audit("staff.sign-in-refused", { outcome: "refused", actor, refusal: "no-role" });
    return problem("no-access");
  }
  const record = {
    sub: signedIn.sub,
    name: signedIn.name,
    email: signedIn.email,
    role: signedIn.role,
    authTime: signedIn.authTime,
    accessToken: signedIn.accessToken,
    accessTokenExp: signedIn.accessTokenExp,
  };
  try {
    const current = await readStaffSession(request.headers.get("Cookie"));
    // Signing in again to make a change (max_age): the same member's session goes on, proved afresh.
    if (signedIn.reauth && current.standing === "active" && current.session.sub === signedIn.sub) {
      const session = await refreshStaffSession(current.session, record);
      audit("staff.signed-in", { outcome: "ok", actor, sid: staffSessionRef(session) });
      return redirect(signedIn.returnTo, { headers: { "Set-Cookie": clearSignInBinding() } });
    }
    // Anyone else signed in in this browser is signed out first: one member per browser.
    if (current.standing === "active") await endStaffSession(current.session);
    const { session, setCookie } = await startStaffSession(record);
    audit("staff.signed-in", { outcome: "ok", actor, sid: staffSessionRef(session) });
    const headers = new Headers();
    headers.append("Set-Cookie", setCookie);
    headers.append("Set-Cookie", clearSignInBinding());
    return redirect(signedIn.returnTo, { headers });
  } catch (error) {
    if (error instanceof StaffSessionNotRecorded) return problem("unavailable");
    throw error;
  }
}

const WORDS: Record<Problem, { title: string; text: string }> = {
  "bad-callback": {
    title: "This sign-in cannot be used",
    text: "It was used already, has expired, or was not started in this browser. Sign in again.",
  },
  "no-access": {
    title: "You do not have access to the staff console",
    text: "Your work account has no staff console role. Ask your team leader or the service desk for access.",
  },
  "not-multi-factor": {
    title: "Sign in with a second factor",
    text: "The staff console needs a sign-in with your password and a second factor. Sign in again.",
  },
  unavailable: {
    title: "Sorry, there is a problem",
    text: "We cannot complete your sign-in right now. Try again shortly.",
  },
};

export default function StaffSignInCallback({ loaderData }: Route.ComponentProps) {
  const words = WORDS[loaderData.problem];
  return (
    <StaffShell>
      <StaffTitle page={words.title} />
      <h1>{words.title}</h1>
      <p>{words.text}</p>
      <p>
        <Link to="/staff/login" reloadDocument>
          Go to staff sign-in
        </Link>
      </p>
    </StaffShell>
  );
}
