import { Link } from "react-router";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { StatusBadge } from "#app/components/status-badge/StatusBadge.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { outageInProgress } from "#app/domain/outages.ts";
import { capabilitiesOf, isPendingConnection, kindOf, serviceLabel, statusText } from "#app/domain/services.ts";
import { statusTone } from "#app/domain/status.ts";
import { dateTimeShown } from "#app/lib/dates/format.ts";
import type { Outcome } from "#app/lib/provider-outcome.server.ts";
import { can } from "#app/lib/staff/roles.server.ts";
import { contactShown } from "#app/lib/staff/view-contact.server.ts";
import { requireView, viewAttempt, viewOutcome } from "#app/lib/staff/view.server.ts";
import { shownBill } from "#app/routes/home/dashboard/bill.server.ts";
import { monthUsage } from "#app/routes/home/dashboard/month-usage.server.ts";
import { orderServices } from "#app/domain/services.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import { StaffTitle } from "#app/routes/staff/staff-shell.tsx";
import { ContactDetails } from "./contact.tsx";
import * as styles from "./view.css.ts";
import type { Route } from "./+types/overview";

// /staff/view — the viewed account as the customer sees it, read only: who they are (contact
// details masked), the balance, each service with its state, an outage affecting it and this
// month's usage. The account's calls run in parallel; a service's own (outages, usage) need its
// identifiers, so they follow in a second parallel round.

async function serviceRow(api: ReturnType<typeof requireView>["secondary"], service: Service) {
  const caps = capabilitiesOf(service);
  const inUse = !caps.isCancelled && !isPendingConnection(service);
  const [outages, usage] = await Promise.all([
    service.avcId && kindOf(service.type) === "broadband" && inUse
      ? viewAttempt(api.wholesale.outages({ avcId: service.avcId }))
      : null,
    viewOutcome(monthUsage(api, service, caps, inUse)),
  ]);
  const outage = outages?.ok ? outageInProgress(outages.value.outages) : null;
  return {
    id: service.id,
    label: serviceLabel(service),
    status: statusText(service),
    tone: statusTone(statusText(service)),
    broadband: kindOf(service.type) === "broadband",
    staticIp: service.staticIpAddress ?? null,
    outage: outage
      ? { title: outage.title, expected: outage.endAt ? dateTimeShown(outage.endAt).text : null }
      : outages && !outages.ok
        ? { title: "Outages could not be checked", expected: null }
        : null,
    usage: usage?.ok
      ? `${usage.value.period}: ${[usage.value.bar?.text, ...usage.value.rows.map((r) => `${r.key} ${r.value}`)].filter(Boolean).join("; ")}`
      : usage
        ? "Usage could not be loaded"
        : "No usage to show",
  };
}

export async function loader({ context }: Route.LoaderArgs) {
  const { staff, api, secondary } = requireView(context);
  const [profile, services, status] = await Promise.all([
    viewAttempt(api.account.userDetails()),
    viewAttempt(api.account.services({})),
    viewAttempt(api.account.status()),
  ]);
  const rows = services.ok
    ? {
        ok: true as const,
        value: await Promise.all(orderServices(services.value.services).map((s) => serviceRow(secondary, s))),
      }
    : services;
  const bill = status.ok ? { ok: true as const, value: shownBill(status.value) } : status;
  return {
    contact: profile.ok ? { ok: true as const, value: contactShown(profile.value) } : profile,
    services: rows satisfies Outcome<unknown>,
    bill,
    canChangeStaticIp: can(staff.role, "static-ips.change"),
  };
}

type Loaded = Route.ComponentProps["loaderData"];
type ServiceRow = Extract<Loaded["services"], { ok: true }>["value"][number];

export default function ViewOverview({ loaderData }: Route.ComponentProps) {
  const { contact, services, bill, canChangeStaticIp } = loaderData;
  return (
    <div className={styles.stack}>
      <StaffTitle page="Customer view: account and services" />
      <h1>Account and services</h1>
      {contact.ok ? (
        <ContactDetails contact={contact.value} />
      ) : (
        <FailureNotice title="The customer's details could not be loaded" failure={contact} />
      )}
      <section aria-labelledby="balance-heading">
        <h2 id="balance-heading">Balance</h2>
        {bill.ok ? (
          <SummaryList
            rows={[
              { key: "Balance", value: bill.value.amount },
              { key: "State", value: <StatusBadge tone={bill.value.state.tone}>{bill.value.state.text}</StatusBadge> },
              bill.value.due ? { key: "When", value: bill.value.due } : null,
              bill.value.overdue ? { key: "Overdue", value: bill.value.overdue } : null,
              bill.value.directDebit ? { key: "Direct debit", value: bill.value.directDebit } : null,
            ]}
          />
        ) : (
          <FailureNotice title="The balance could not be loaded" failure={bill} />
        )}
      </section>
      <section aria-labelledby="services-heading">
        <h2 id="services-heading">Services</h2>
        {services.ok ? (
          <Table<ServiceRow>
            caption="The customer's services"
            rows={services.value}
            getRowKey={(row) => String(row.id)}
            emptyMessage="This account has no services."
            columns={[
              { key: "label", header: "Service", rowHeader: true, render: (r) => r.label },
              { key: "status", header: "State", render: (r) => <StatusBadge tone={r.tone}>{r.status}</StatusBadge> },
              {
                key: "outage",
                header: "Outage",
                render: (r) =>
                  r.outage
                    ? `${r.outage.title}${r.outage.expected ? ` (expected fixed ${r.outage.expected})` : ""}`
                    : "None",
              },
              { key: "usage", header: "This month's usage", render: (r) => r.usage },
              {
                key: "staticIp",
                header: "Static IP",
                render: (r) =>
                  r.broadband ? (
                    <span className={styles.inline}>
                      {r.staticIp ?? "None"}
                      {canChangeStaticIp ? (
                        <Link to={`/staff/view/static-ip?service=${r.id}`}>
                          Manage<span className="visually-hidden">{` the static IP of ${r.label}`}</span>
                        </Link>
                      ) : null}
                    </span>
                  ) : (
                    "Not broadband"
                  ),
              },
            ]}
          />
        ) : (
          <FailureNotice title="The services could not be loaded" failure={services} />
        )}
      </section>
    </div>
  );
}
