import { requireStaff } from "#app/lib/staff/guard.server.ts";
import { CustomerSearchForm } from "./customer-search-form.tsx";
import { StaffTitle } from "./staff-shell.tsx";
import type { Route } from "./+types/index";

export function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "console.use");
  return { name: staff.name, roleName: staff.roleName };
}

/** The console's home: who is signed in, in which role, and the one search box. */
export default function StaffHome({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaffTitle page="Staff console" />
      <h1>Staff console</h1>
      <p>{`Signed in as ${loaderData.name}, ${loaderData.roleName}.`}</p>
      <CustomerSearchForm />
    </>
  );
}
