import { Outlet, useRouteLoaderData } from "react-router";
import { backOfficeNav } from "#app/lib/staff/back-office.server.ts";
import { signedInStaff, staffGuard } from "#app/lib/staff/guard.server.ts";
import { StaffErrorView, StaffShell } from "./staff-shell.tsx";
import type { Route } from "./+types/signed-in";

/** Every signed-in staff page: a staff session that stands, or the sign-in page. */
export const middleware: Route.MiddlewareFunction[] = [staffGuard];

/** The member's name and role for the frame (never the token, never the session's id). */
export function loader({ context }: Route.LoaderArgs) {
  const staff = signedInStaff(context);
  return staff ? { name: staff.name, roleName: staff.roleName, backOffice: backOfficeNav(staff) } : null;
}

export default function StaffSignedIn({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell member={loaderData}>
      <Outlet />
    </StaffShell>
  );
}

/** A page's error (a 403 for the role above all) inside the signed-in frame, naming who is signed in. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const member = useRouteLoaderData<typeof loader>("routes/staff/signed-in");
  return (
    <StaffShell member={member}>
      <StaffErrorView error={error} />
    </StaffShell>
  );
}
