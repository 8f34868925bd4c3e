import { Form } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { Field } from "#app/components/field/Field.tsx";

/** The console's one search box (a GET, so a result page can be bookmarked and shared with a colleague). */
export function CustomerSearchForm({ query = "", error }: { query?: string; error?: string }) {
  return (
    <Form method="get" action="/staff/customers" role="search" reloadDocument>
      <Field
        label="Find a customer"
        id="q"
        name="q"
        type="search"
        hint="An account number, name, email, mobile, service code or AVC id"
        autoComplete="off"
        spellCheck={false}
        defaultValue={query}
        errors={error ? [error] : undefined}
      />
      <Button type="submit">Search</Button>
    </Form>
  );
}
