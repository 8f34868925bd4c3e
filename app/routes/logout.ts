import { redirect } from "react-router";
import { logger } from "#app/lib/logger.server.ts";
import { destroySession, getSession, revokeSession } from "#app/lib/session.server.ts";
import { requestIdOf } from "../lib/portal.server.ts";
import type { Route } from "./+types/logout";

/**
 * Sign-out is a POST only (no state changes on GET). The session id is revoked in the state
 * store, so a copy of the cookie taken earlier is a signed-out visitor too. Spec §4: then the
 * stored return-to address or /.
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await getSession(request.headers.get("Cookie"));
  const target = session.get("returnTo") ?? "/";
  await revokeSession(session, Math.floor(Date.now() / 1000));
  logger.info({ reqId: requestIdOf(request), event: "sign-out" }, "signed out");
  return redirect(target, { headers: { "Set-Cookie": destroySession() } });
}

export function loader() {
  return redirect("/home");
}
