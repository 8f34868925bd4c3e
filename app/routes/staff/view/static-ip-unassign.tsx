import { data, Form, Link, redirect } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { requireRecentSignIn, requireStaff } from "#app/lib/staff/guard.server.ts";
import { unassignStaticIp, viewedBroadbandService } from "#app/lib/staff/static-ip.server.ts";
import { requireView } from "#app/lib/staff/view.server.ts";
import { StaffTitle } from "#app/routes/staff/staff-shell.tsx";
import * as styles from "./view.css.ts";
import type { Route } from "./+types/static-ip-unassign";

// /staff/view/static-ip/unassign?service= — the check page before a static IP is taken away
// (a supervisor's or admin's), then the POST that does it.

const backTo = (id: number, done?: string) => `/staff/view/static-ip?service=${id}${done ? `&done=${done}` : ""}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "static-ips.change");
  const service = await viewedBroadbandService(requireView(context), new URL(request.url));
  if (!service.staticIp) throw redirect(backTo(service.id), 303);
  return { service };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "static-ips.change");
  const url = new URL(request.url);
  const again = await requireRecentSignIn(staff, url.pathname + url.search);
  if (again) return again;
  const viewing = requireView(context);
  const service = await viewedBroadbandService(viewing, url);
  // Taken away already (a second click, another tab): nothing to do.
  if (!service.staticIp) return redirect(backTo(service.id, "unassigned"), 303);
  const changed = await unassignStaticIp(staff, viewing.view.accountCode, service.id, service.staticIp);
  if (changed.ok) return redirect(backTo(service.id, "unassigned"), 303);
  return data({ failure: changed.failure }, { status: 502 });
}

export default function UnassignStaticIp({ loaderData, actionData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <div className={styles.stack}>
      <StaffTitle page={`Remove the static IP from ${service.label}?`} />
      <h1>{`Remove the static IP from ${service.label}?`}</h1>
      {actionData?.failure ? (
        <FailureNotice title="The static IP was not removed" failure={actionData.failure} />
      ) : null}
      <SummaryList
        rows={[
          { key: "Service", value: service.label },
          { key: "Static IP", value: service.staticIp },
        ]}
      />
      <p>
        The service will get a dynamic address when it next connects. Anything set up to reach this address stops
        working.
      </p>
      <Form method="post" reloadDocument className={styles.inline}>
        <Button type="submit" variant="danger">
          Remove static IP
        </Button>
        <Link to={backTo(service.id)}>Cancel</Link>
      </Form>
    </div>
  );
}
