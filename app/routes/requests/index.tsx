import { Link } from "react-router";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { pageLinks, Pager } from "#app/components/pager/Pager.tsx";
import { StatusBadge } from "#app/components/status-badge/StatusBadge.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { hasConversation, requestLabel } from "#app/domain/requests.ts";
import { type NamedService, withServiceNames } from "#app/domain/services.ts";
import { statusTone } from "#app/domain/status.ts";
import { formatDate } from "#app/lib/dates/format.ts";
import { paginate, parsePage } from "#app/lib/paging.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { portalContext } from "#app/lib/portal.server.ts";
import { attempt, quietly } from "#app/lib/provider-outcome.server.ts";
import { visuallyHidden } from "#app/styles/global.css.ts";
import type { CustomerRequest } from "#server/provider/schemas/requests.ts";
import type { Route } from "./+types/index";

// /requests — "Your requests and orders": everything the customer lodged, with its
// reference, date, status and next step (GET account/requests, decision 023), and the hardware
// orders with tracking. Both lists load in parallel; either failing is said in its place. The
// requests are paged: a phone shows every row in full, so a long list would be a long page.

const REQUESTS_PAGE_SIZE = 10;

export async function loader({ context, request }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const [requests, orders, services] = await Promise.all([
    attempt(portal.api.account.requests()),
    attempt(portal.api.account.hardwareOrders()),
    // To say services by name in the provider's summaries; without them the summaries stand as sent.
    portal.services().catch(quietly([])),
  ]);
  // Dates and kinds are worded here, so the page ships no date code (decision 018).
  return {
    requests: requests.ok
      ? { ok: true as const, value: shownRequests(requests.value.requests, page, services) }
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
            nextStep: o.nextStep ?? null,
            trackingNumber: o.trackingNumber ?? null,
            // Only a web address the browser can open safely is linked.
            trackingUrl: o.trackingUrl && /^https:\/\//.test(o.trackingUrl) ? o.trackingUrl : null,
          })),
        }
      : orders,
  };
}

function shownRequests(requests: readonly CustomerRequest[], page: number, services: readonly NamedService[]) {
  const shown = paginate(requests, page, REQUESTS_PAGE_SIZE);
  return {
    ...shown,
    items: shown.items.map((r) => ({
      reference: r.reference,
      // A ticket, complaint or fault has its own page with its messages (decision 079).
      conversation: hasConversation(r.kind),
      ...requestLabel(r.kind, withServiceNames(r.summary, services)),
      lodged: formatDate(r.lodgedAt),
      status: r.status,
      tone: statusTone(r.status),
      nextStep: r.nextStep,
      effective: r.effectiveDate ? formatDate(r.effectiveDate) : null,
    })),
  };
}

type Loaded = Route.ComponentProps["loaderData"];
type RequestRow = Extract<Loaded["requests"], { ok: true }>["value"]["items"][number];
type OrderRow = Extract<Loaded["orders"], { ok: true }>["value"][number];

export default function Requests({ loaderData }: Route.ComponentProps) {
  const { requests, orders } = loaderData;
  const paged = requests.ok && requests.value.pageCount > 1 ? requests.value : null;
  return (
    <>
      <PageTitle
        page={`Your requests and orders${paged ? ` (requests page ${paged.page} of ${paged.pageCount})` : ""}`}
      />
      <PageHeading description="Everything you have asked us for, and where it is up to.">
        Your requests and orders
      </PageHeading>
      <section aria-labelledby="requests-heading">
        <h2 id="requests-heading">Requests</h2>
        {requests.ok ? (
          <>
            <Table<RequestRow>
              caption="Your requests, newest first"
              columns={[
                {
                  key: "reference",
                  header: "Reference",
                  rowHeader: true,
                  render: (r) =>
                    r.conversation ? <Link to={`/requests/${r.reference}`}>{r.reference}</Link> : r.reference,
                },
                { key: "lodged", header: "Date", render: (r) => r.lodged },
                {
                  key: "summary",
                  header: "Request",
                  render: (r) => (
                    <>
                      <strong>{r.kind}</strong>: {r.summary}
                      {r.effective ? ` (from ${r.effective})` : ""}
                    </>
                  ),
                },
                { key: "status", header: "Status", render: (r) => <StatusBadge tone={r.tone}>{r.status}</StatusBadge> },
                { key: "next", header: "Next step", render: (r) => r.nextStep },
              ]}
              rows={requests.value.items}
              getRowKey={(r) => r.reference}
              emptyMessage="You have not lodged any requests yet."
            />
            <Pager
              label="Requests"
              {...pageLinks({
                page: requests.value.page,
                pageCount: requests.value.pageCount,
                of: "requests",
                href: (page) => (page > 1 ? `/requests?page=${page}` : "/requests"),
              })}
            />
          </>
        ) : (
          <FailureNotice title="Your requests could not be loaded" failure={requests} />
        )}
      </section>
      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading">Hardware orders</h2>
        {orders.ok ? (
          <Table<OrderRow>
            caption="Your hardware orders, newest first"
            columns={[
              { key: "code", header: "Order", rowHeader: true, render: (o) => o.code },
              { key: "name", header: "Item", render: (o) => o.name },
              { key: "ordered", header: "Ordered", render: (o) => o.ordered },
              { key: "status", header: "Status", render: (o) => <StatusBadge tone={o.tone}>{o.status}</StatusBadge> },
              {
                key: "tracking",
                header: "Tracking",
                render: (o) =>
                  o.trackingNumber ? (
                    o.trackingUrl ? (
                      <a href={o.trackingUrl} rel="noopener noreferrer">
                        <span className={visuallyHidden}>Track </span>
                        {o.trackingNumber}
                        <span className={visuallyHidden}> with Australia Post (opens another site)</span>
                      </a>
                    ) : (
                      o.trackingNumber
                    )
                  ) : (
                    (o.nextStep ?? "Not yet")
                  ),
              },
            ]}
            rows={orders.value}
            getRowKey={(o) => o.code}
            emptyMessage="You have no hardware orders."
          />
        ) : (
          <FailureNotice title="Your hardware orders could not be loaded" failure={orders} />
        )}
      </section>
      <p>
        Something missing or wrong? <Link to="/support">Contact support</Link>.
      </p>
    </>
  );
}
