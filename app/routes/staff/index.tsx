import { Form } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { requireStaff } from "#app/lib/staff/guard.server.ts";
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
      <Form method="get" action="/staff/customers" role="search" reloadDocument>
        <Field
          label="Find a customer"
          id="q"
          name="q"
          type="search"
          hint="An account number, name, email, mobile, service code or AVC id"
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit">Search</Button>
      </Form>
    </>
  );
}
