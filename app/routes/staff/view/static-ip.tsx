import { data, Form, Link, redirect } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { requireRecentSignIn, requireStaff } from "#app/lib/staff/guard.server.ts";
import {
  assignStaticIp,
  checkIpv4,
  STATIC_IP_MESSAGES,
  viewedBroadbandService,
} from "#app/lib/staff/static-ip.server.ts";
import { requireView } from "#app/lib/staff/view.server.ts";
import { StaffTitle } from "#app/routes/staff/staff-shell.tsx";
import * as styles from "./view.css.ts";
import type { Route } from "./+types/static-ip";

// /staff/view/static-ip?service= — a supervisor's or admin's: the viewed customer's broadband
// service's static IP, a form to assign one, and the way to take it away (a check page first).
// An agent gets the 403 page before anything is read; a change needs a recent sign-in.

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "static-ips.change");
  const url = new URL(request.url);
  const service = await viewedBroadbandService(requireView(context), url);
  const done = url.searchParams.get("done");
  // The notice's address is the provider's, read just now; the URL only says which change was made.
  return { service, done: done === "assigned" || done === "unassigned" ? done : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "static-ips.change");
  const url = new URL(request.url);
  const again = await requireRecentSignIn(staff, url.pathname + url.search);
  if (again) return again;
  const typed = String((await request.formData()).get("ipAddress") ?? "");
  const checked = checkIpv4(typed);
  if (!checked.ok)
    return data(
      { errors: [{ fieldId: "ipAddress", message: checked.message }], typed, failure: null },
      { status: 400 },
    );
  const viewing = requireView(context);
  const service = await viewedBroadbandService(viewing, url);
  const changed = await assignStaticIp(staff, viewing.view.accountCode, service.id, checked.address);
  if (changed.ok) return redirect(`/staff/view/static-ip?service=${service.id}&done=assigned`, 303);
  if (changed.taken)
    return data({ errors: [{ fieldId: "ipAddress", message: STATIC_IP_MESSAGES.taken }], typed, failure: null }, 409);
  return data({ errors: [], typed, failure: changed.failure }, { status: 502 });
}

export default function StaticIp({ loaderData, actionData }: Route.ComponentProps) {
  const { service, done } = loaderData;
  const errors = actionData?.errors ?? [];
  return (
    <div className={styles.stack}>
      <StaffTitle page={`Static IP for ${service.label}`} hasError={errors.length > 0} />
      {errors.length ? <ErrorSummary errors={errors} /> : null}
      <h1>{`Static IP for ${service.label}`}</h1>
      {done === "assigned" && service.staticIp ? (
        <Alert type="success">{`Static IP ${service.staticIp} assigned to ${service.label}.`}</Alert>
      ) : null}
      {done === "unassigned" && !service.staticIp ? (
        <Alert type="success">{`${service.label} no longer has a static IP.`}</Alert>
      ) : null}
      {actionData?.failure ? (
        <FailureNotice title="The static IP was not changed" failure={actionData.failure} />
      ) : null}
      <SummaryList
        rows={[
          { key: "Service", value: service.label },
          {
            key: "Static IP",
            value: service.staticIp ?? "None",
            action: service.staticIp ? (
              <Link to={`/staff/view/static-ip/unassign?service=${service.id}`}>
                Remove<span className="visually-hidden"> the static IP</span>
              </Link>
            ) : null,
          },
        ]}
      />
      <Form method="post" reloadDocument noValidate>
        <Field
          label="IPv4 address"
          hint={
            service.staticIp
              ? "The new address replaces the one the service has, like 198.51.100.20"
              : "Like 198.51.100.20"
          }
          id="ipAddress"
          name="ipAddress"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          defaultValue={actionData?.typed ?? ""}
          errors={errors.map((e) => e.message)}
        />
        <Button type="submit">Assign static IP</Button>
      </Form>
      <p>
        <Link to="/staff/view">Back to the account</Link>
      </p>
    </div>
  );
}
