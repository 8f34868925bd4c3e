import { redirect } from "react-router";
import { requireStaff } from "#app/lib/staff/guard.server.ts";
import { endView } from "#app/lib/staff/view-start.server.ts";
import { VIEW_ENDED_URL } from "#app/lib/staff/view.server.ts";
import type { Route } from "./+types/end";

/** End view (a POST): the view leaves the staff session, its end recorded once; then the "ended" page. */
export async function action({ context }: Route.ActionArgs) {
  const staff = requireStaff(context, "customers.view");
  await endView(staff.session, staff.audit, "end-view");
  return redirect(`${VIEW_ENDED_URL}?by=you`, 303);
}

export function loader() {
  return redirect("/staff/view", 303);
}
