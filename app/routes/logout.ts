import { redirect } from "react-router";
import { destroySession, getSession } from "../../server/session.ts";
import type { Route } from "./+types/logout";

/** Sign-out is a POST only (no state changes on GET); spec §4: then the stored return-to address or /. */
export async function action({ request }: Route.ActionArgs) {
  const session = await getSession(request.headers.get("Cookie"));
  const target = session.get("returnTo") ?? "/";
  return redirect(target, { headers: { "Set-Cookie": await destroySession() } });
}

export function loader() {
  return redirect("/home");
}
