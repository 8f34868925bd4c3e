import { data, Form, Link, redirect } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { TextareaField } from "#app/components/textarea-field/TextareaField.tsx";
import { failureOf } from "#app/lib/provider-outcome.server.ts";
import { isProviderError } from "#app/lib/server-gateway.server.ts";
import { requireStaff, staffSignInUrl } from "#app/lib/staff/guard.server.ts";
import { beginView, STAFF_VIEW_REASON_MAX, STAFF_VIEW_TICKET_MAX } from "#app/lib/staff/view-start.server.ts";
import { StaffTitle } from "#app/routes/staff/staff-shell.tsx";
import type { Route } from "./+types/start";

// /staff/customers/:accountCode/view — "View this account": the reason (required; the customer
// reads it) and a ticket reference, then a POST that starts the view. The view itself is held in
// the staff session, so its pages' addresses name no account.

const ACCOUNT_CODE = /^[A-Za-z0-9-]{1,64}$/;
const TICKET = /^[A-Za-z0-9][A-Za-z0-9 ./#_-]*$/;

const MESSAGES = {
  reasonMissing: "Enter the reason for viewing this account",
  reasonLong: `The reason must be ${STAFF_VIEW_REASON_MAX} characters or fewer`,
  ticket: `Enter the ticket reference in letters, digits, spaces and - . / # _ only, at most ${STAFF_VIEW_TICKET_MAX} characters`,
};

/** The customer the address names, as the search finds them (the staff token; no view yet). */
async function customerNamed(staff: ReturnType<typeof requireStaff>, accountCode: string) {
  if (!ACCOUNT_CODE.test(accountCode)) throw data({ message: "There is no customer with this account number." }, 404);
  try {
    const answer = await staff.api.management.customerSearch({ q: accountCode });
    const match = answer.customers.find((c) => c.accountCode === accountCode);
    if (!match) throw data({ message: "There is no customer with this account number." }, { status: 404 });
    return { customer: { accountCode: match.accountCode, name: match.name }, failure: null };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    if (error.isUnauthorized) throw redirect(staffSignInUrl(`/staff/customers/${accountCode}/view`));
    return { customer: { accountCode, name: null }, failure: failureOf(error) };
  }
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "customers.view");
  const found = await customerNamed(staff, params.accountCode);
  return data({ ...found, reasonMax: STAFF_VIEW_REASON_MAX }, { status: found.failure ? 502 : 200 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "customers.view");
  if (!ACCOUNT_CODE.test(params.accountCode)) throw data({ message: "There is no such account." }, { status: 404 });
  const form = await request.formData();
  const reason = String(form.get("reason") ?? "").trim();
  const ticket = String(form.get("ticket") ?? "").trim();
  const errors: { fieldId: string; message: string }[] = [];
  if (!reason) errors.push({ fieldId: "reason", message: MESSAGES.reasonMissing });
  else if (reason.length > STAFF_VIEW_REASON_MAX) errors.push({ fieldId: "reason", message: MESSAGES.reasonLong });
  if (ticket && (ticket.length > STAFF_VIEW_TICKET_MAX || !TICKET.test(ticket)))
    errors.push({ fieldId: "ticket", message: MESSAGES.ticket });
  if (errors.length) return data({ errors, values: { reason, ticket }, failure: null }, { status: 400 });
  const started = await beginView(staff, { accountCode: params.accountCode, reason, ticket: ticket || null });
  if (started.ok) return redirect("/staff/view", 303);
  if (started.status === 404) throw data({ message: "There is no customer with this account number." }, 404);
  return data({ errors: [], values: { reason, ticket }, failure: started.failure }, { status: started.status });
}

export default function StartView({ loaderData, actionData }: Route.ComponentProps) {
  const { customer } = loaderData;
  const errors = actionData?.errors ?? [];
  const errorOf = (id: string) => errors.filter((e) => e.fieldId === id).map((e) => e.message);
  const failure = actionData?.failure ?? loaderData.failure;
  const who = customer.name ? `${customer.name} (${customer.accountCode})` : customer.accountCode;
  return (
    <>
      <StaffTitle page={`View ${who}`} hasError={errors.length > 0} />
      {errors.length ? <ErrorSummary errors={errors} /> : null}
      <h1>View the account of {who}</h1>
      <p>
        You will see the account as the customer does, read only, for a limited time. The customer can see that our
        support team viewed their account, when, and the reason you give.
      </p>
      {failure ? <FailureNotice title="The view could not be started" failure={failure} /> : null}
      <Form method="post" reloadDocument noValidate>
        <TextareaField
          label="Reason"
          hint="Why you need to see this account. The customer sees this reason, so write it for them."
          id="reason"
          name="reason"
          rows={3}
          maxLength={loaderData.reasonMax}
          defaultValue={actionData?.values.reason ?? ""}
          errors={errorOf("reason")}
        />
        <Field
          label="Ticket reference (optional)"
          hint="The support ticket or call this view is for, if there is one."
          id="ticket"
          name="ticket"
          autoComplete="off"
          spellCheck={false}
          defaultValue={actionData?.values.ticket ?? ""}
          errors={errorOf("ticket")}
        />
        <Button type="submit">Start view</Button>
      </Form>
      <p>
        <Link to="/staff/customers">Back to find a customer</Link>
      </p>
    </>
  );
}
