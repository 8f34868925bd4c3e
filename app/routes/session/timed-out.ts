import { redirect } from "react-router";
import {
  audit,
  commitSession,
  config,
  endSession,
  getSession,
  sessionStanding,
  signedOutSession,
  tokenAccount,
} from "#app/lib/server-gateway.server.ts";
import { signInUrl } from "#app/lib/return-target.server.ts";
import { PASSWORD_CHANGED_SIGN_OUT } from "#app/lib/sign-in-messages.ts";
import { safeRedirectPath } from "#app/lib/validation.ts";
import type { Route } from "./+types/timed-out";

/**
 * The idle limit passed in the browser (components/session-timeout/SessionTimeout.tsx; every tab of it was idle):
 * the session ends, as the server would end it at the same moment, and the customer goes to sign
 * in with the reason and the page to return to. Outside the guard, so a session the server
 * already ended still gets the reason and the page. A post, as a sign-out is.
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await getSession(request.headers.get("Cookie"));
  const page = safeRedirectPath((await request.formData()).get("page"), "");
  const target = session.get("returnTo") ?? config.loginUrl;
  const signedIn = Boolean(session.get("sid"));
  // The browser's idle timer may run out on a sign-in a password change elsewhere already ended: say that.
  const passwordChanged = signedIn && (await sessionStanding(session)) === "password-changed";
  if (signedIn) {
    const outcome = await endSession(session);
    audit("session.timed-out", {
      outcome: outcome === "ended" ? "ok" : "unconfirmed",
      account: tokenAccount(session.get("token")),
      sid: session.get("sid"),
    });
  }
  const next = signedOutSession(session.get("returnTo"));
  if (passwordChanged) next.flash("alert", { type: "warning", message: PASSWORD_CHANGED_SIGN_OUT });
  return redirect(signInUrl(target, page || undefined, signedIn && !passwordChanged && "idle"), {
    headers: { "Set-Cookie": await commitSession(next) },
  });
}

export function loader() {
  return redirect("/login");
}
