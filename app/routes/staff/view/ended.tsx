import { Link } from "react-router";
import { requireStaff } from "#app/lib/staff/guard.server.ts";
import { viewMinutes } from "#app/lib/staff/view-start.server.ts";
import { StaffTitle } from "#app/routes/staff/staff-shell.tsx";
import type { Route } from "./+types/ended";

export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "customers.view");
  return { byYou: new URL(request.url).searchParams.get("by") === "you", minutes: viewMinutes() };
}

/** Where a view's pages send a member of staff once it has ended (or when none was started). */
export default function ViewEnded({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaffTitle page="The customer view has ended" />
      <h1>The customer view has ended</h1>
      <p>
        {loaderData.byYou
          ? "You ended the view. Nothing more of the account is shown."
          : `A view lasts ${loaderData.minutes} minutes, and ends when you end it, start another or sign out. To look at the account again, start a new view with its reason.`}
      </p>
      <p>
        <Link to="/staff/customers">Find a customer</Link>
      </p>
    </>
  );
}
