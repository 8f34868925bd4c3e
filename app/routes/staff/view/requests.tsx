import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { StatusBadge } from "#app/components/status-badge/StatusBadge.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { requestLabel } from "#app/domain/requests.ts";
import { statusTone } from "#app/domain/status.ts";
import { formatDate } from "#app/lib/dates/format.ts";
import { requireView, viewAttempt } from "#app/lib/staff/view.server.ts";
import type { CustomerRequest } from "#server/provider/schemas/requests.ts";
import { StaffTitle } from "#app/routes/staff/staff-shell.tsx";
import * as styles from "./view.css.ts";
import type { Route } from "./+types/requests";

// /staff/view/requests — what the viewed customer asked for, as their /requests page lists it
// (account/requests, hardware orders), with support tickets and complaints apart: the desk's
// first question. Both calls run in parallel; read only.

/** The kinds of request that are a support ticket or a complaint (the support forms lodge these). */
const TICKET_KINDS = new Set(["complaint", "fault", "enquiry"]);

const row = (r: CustomerRequest) => ({
  reference: r.reference,
  ...requestLabel(r.kind, r.summary),
  lodged: formatDate(r.lodgedAt),
  status: r.status,
  tone: statusTone(r.status),
  nextStep: r.nextStep,
});
type RequestRow = ReturnType<typeof row>;

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = requireView(context);
  const [requests, orders] = await Promise.all([
    viewAttempt(api.account.requests()),
    viewAttempt(api.account.hardwareOrders()),
  ]);
  const all = requests.ok ? requests.value.requests : [];
  return {
    tickets: requests.ok
      ? { ok: true as const, value: all.filter((r) => TICKET_KINDS.has(r.kind)).map(row) }
      : requests,
    requests: requests.ok
      ? { ok: true as const, value: all.filter((r) => !TICKET_KINDS.has(r.kind)).map(row) }
      : requests,
    orders: orders.ok
      ? {
          ok: true as const,
          value: orders.value.orders.map((o) => ({
            code: o.code,
            name: o.name,
            ordered: formatDate(o.orderedAt),
            status: o.status,
            tone: statusTone(o.status),
            tracking: o.trackingNumber ?? "",
          })),
        }
      : orders,
  };
}

type Loaded = Route.ComponentProps["loaderData"];
type OrderRow = Extract<Loaded["orders"], { ok: true }>["value"][number];

function RequestTable({ caption, rows, empty }: { caption: string; rows: RequestRow[]; empty: string }) {
  return (
    <Table<RequestRow>
      caption={caption}
      rows={rows}
      getRowKey={(r) => r.reference}
      emptyMessage={empty}
      columns={[
        { key: "reference", header: "Reference", rowHeader: true, render: (r) => r.reference },
        { key: "lodged", header: "Date", render: (r) => r.lodged },
        {
          key: "summary",
          header: "Request",
          render: (r) => (
            <>
              <strong>{r.kind}</strong>: {r.summary}
            </>
          ),
        },
        { key: "status", header: "Status", render: (r) => <StatusBadge tone={r.tone}>{r.status}</StatusBadge> },
        { key: "next", header: "Next step", render: (r) => r.nextStep },
      ]}
    />
  );
}

export default function ViewRequests({ loaderData }: Route.ComponentProps) {
  const { tickets, requests, orders } = loaderData;
  return (
    <div className={styles.stack}>
      <StaffTitle page="Customer view: requests, tickets and complaints" />
      <h1>Requests, tickets and complaints</h1>
      <section aria-labelledby="tickets-heading">
        <h2 id="tickets-heading">Tickets and complaints</h2>
        {tickets.ok ? (
          <RequestTable
            caption="Support tickets and complaints, newest first"
            rows={tickets.value}
            empty="None lodged."
          />
        ) : (
          <FailureNotice title="The tickets and complaints could not be loaded" failure={tickets} />
        )}
      </section>
      <section aria-labelledby="requests-heading">
        <h2 id="requests-heading">Requests and orders</h2>
        {requests.ok ? (
          <RequestTable caption="Other requests, newest first" rows={requests.value} empty="None lodged." />
        ) : (
          <FailureNotice title="The requests could not be loaded" failure={requests} />
        )}
        {orders.ok ? (
          <Table<OrderRow>
            caption="Hardware orders"
            rows={orders.value}
            getRowKey={(o) => o.code}
            emptyMessage="No hardware orders."
            columns={[
              { key: "code", header: "Order", rowHeader: true, render: (o) => o.code },
              { key: "name", header: "Item", render: (o) => o.name },
              { key: "ordered", header: "Ordered", render: (o) => o.ordered },
              { key: "status", header: "Status", render: (o) => <StatusBadge tone={o.tone}>{o.status}</StatusBadge> },
              { key: "tracking", header: "Tracking", render: (o) => o.tracking },
            ]}
          />
        ) : (
          <FailureNotice title="The hardware orders could not be loaded" failure={orders} />
        )}
      </section>
    </div>
  );
}
