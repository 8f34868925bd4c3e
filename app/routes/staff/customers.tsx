import { data, Link, redirect } from "react-router";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { maskPhone } from "#app/domain/phone.ts";
import { serviceLabel } from "#app/domain/services.ts";
import { failureOf } from "#app/lib/provider-outcome.server.ts";
import { isProviderError } from "#app/lib/server-gateway.server.ts";
import { requireStaff, staffSignInUrl } from "#app/lib/staff/guard.server.ts";
import { maskEmail } from "#app/lib/validation.ts";
import type { CustomerMatch } from "#server/provider/schemas/staff.ts";
import { CustomerSearchForm } from "./customer-search-form.tsx";
import { StaffTitle } from "./staff-shell.tsx";
import type { Route } from "./+types/customers";

const QUERY_MESSAGE = "Enter at least 2 and at most 100 characters to search for";

/** What a match shows: contact details partly masked (a search is not a view of the account). */
function shown(match: CustomerMatch) {
  return {
    accountCode: match.accountCode,
    name: match.name,
    email: maskEmail(match.email),
    // No-break spaces: a masked number never wraps in the middle ("•••• •••" on one line, "678" on the next).
    mobile: match.phoneMobile ? maskPhone(match.phoneMobile).replaceAll(" ", "\u00a0") : "",
    status: match.status,
    matchedOn: match.matchedOn.join(", "),
    // By name and state, as customers say them (decision 082), not by the provider's code. Without
    // their phone numbers: a search is not a view, so a mobile is named by its plan.
    services: match.services.map((s) => serviceLabel({ ...s, phoneNumber: null })).join("; "),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "customers.search");
  const asked = new URL(request.url).searchParams.get("q");
  // Reached from the navigation: the search box alone.
  if (asked === null) return { query: "", error: null, results: null, more: false, failure: null };
  const query = asked.trim();
  if (query.length < 2 || query.length > 100) {
    return data({ query, error: QUERY_MESSAGE, results: null, more: false, failure: null }, { status: 400 });
  }
  try {
    const answer = await staff.api.management.customerSearch({ q: query });
    return { query, error: null, results: answer.customers.map(shown), more: answer.more, failure: null };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    // The member's access token ended at the provider: sign in again, then back to this search.
    if (error.isUnauthorized) throw redirect(staffSignInUrl(`/staff/customers?q=${encodeURIComponent(query)}`));
    return data({ query, error: null, results: null, more: false, failure: failureOf(error) }, { status: 502 });
  }
}

/** The customer search's results: who matched, on what, with their services; one search box to refine. */
export default function CustomerSearch({ loaderData }: Route.ComponentProps) {
  const { query, error, results, more, failure } = loaderData;
  const count = results?.length ?? 0;
  return (
    <>
      <StaffTitle page="Find a customer" hasError={Boolean(error)} />
      {error ? <ErrorSummary errors={[{ fieldId: "q", message: error }]} /> : null}
      <h1>Find a customer</h1>
      <CustomerSearchForm query={query} error={error ?? undefined} />
      {failure ? <FailureNotice title="The search could not be done" failure={failure} /> : null}
      {results ? (
        <>
          <h2 aria-live="polite">
            {count === 0
              ? `No customer matches “${query}”`
              : `${count} ${count === 1 ? "customer" : "customers"} for “${query}”`}
          </h2>
          {more ? <p>More customers matched than are shown: add to the search to narrow it.</p> : null}
          {count > 0 ? (
            <Table
              caption="Customers found"
              rows={results}
              getRowKey={(row) => row.accountCode}
              columns={[
                { key: "accountCode", header: "Account", rowHeader: true },
                { key: "name", header: "Name" },
                { key: "email", header: "Email" },
                { key: "mobile", header: "Mobile" },
                { key: "status", header: "Status" },
                { key: "services", header: "Services" },
                { key: "matchedOn", header: "Matched on" },
                {
                  key: "view",
                  header: "View",
                  render: (row) => (
                    <Link to={`/staff/customers/${encodeURIComponent(row.accountCode)}/view`}>
                      View account<span className="visually-hidden">{` ${row.accountCode}`}</span>
                    </Link>
                  ),
                },
              ]}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
