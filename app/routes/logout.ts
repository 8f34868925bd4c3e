import { redirect } from "react-router";
import {
  audit,
  commitSession,
  destroySession,
  endSession,
  getSession,
  signedOutSession,
  tokenAccount,
} from "#app/lib/server-gateway.server.ts";
import { SIGNED_OUT_MESSAGE } from "#app/lib/sign-in-messages.ts";
import type { Route } from "./+types/logout";

/** Where a sign-out the state store could not record lands: /login says so (SIGN_OUT_UNCONFIRMED). */
export const UNCONFIRMED_SIGN_OUT_URL = "/login?signout=unconfirmed";

/**
 * Sign-out is a POST only (no state changes on GET). The session's record is deleted from the
 * state store, so a copy of the cookie taken earlier is a signed-out visitor too. Spec §4: then
 * the stored return-to address or /. When the store cannot be reached, the cookie is cleared all
 * the same and the customer lands on /login, which says the sign-out is not confirmed elsewhere
 * (the stored address may be another site's, which could not say it).
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await getSession(request.headers.get("Cookie"));
  const target = session.get("returnTo") ?? "/";
  // Only a signed-in session's end is an account event: a visitor who was never signed in (or a
  // cookie already signed out) writes no line, which would name no account.
  const signedIn = Boolean(session.get("token") && session.get("sid"));
  const outcome = await endSession(session);
  if (signedIn)
    audit("sign-out", {
      outcome: outcome === "ended" ? "ok" : "unconfirmed",
      account: tokenAccount(session.get("token")),
      sid: session.get("sid"),
    });
  if (outcome !== "ended") return redirect(UNCONFIRMED_SIGN_OUT_URL, { headers: { "Set-Cookie": destroySession() } });
  // The portal's own sign-in page says so (the guard carries it there from any page of ours); another
  // site's address gets a plain signed-out cookie.
  const signedOut = signedOutSession(session.get("returnTo"));
  if (target.startsWith("/")) signedOut.flash("alert", { type: "success", message: SIGNED_OUT_MESSAGE });
  return redirect(target, { headers: { "Set-Cookie": await commitSession(signedOut) } });
}

export function loader() {
  return redirect("/home");
}
