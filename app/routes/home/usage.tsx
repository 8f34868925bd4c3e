import { data, Form, useLoaderData, useSearchParams } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { CheckboxField } from "#app/components/checkbox-field/CheckboxField.tsx";
import { DateInput } from "#app/components/date-input/DateInput.tsx";
import { DateTime } from "#app/components/date-time/DateTime.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { FailureNotice, type FailureShown } from "#app/components/failure-notice/FailureNotice.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { Pager } from "#app/components/pager/Pager.tsx";
import { SelectField } from "#app/components/select-field/SelectField.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { formatDate, monthLabel } from "#app/lib/dates.ts";
import { formatMoney } from "#app/domain/format.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { visuallyHidden } from "#app/styles/global.css.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider, type Outcome } from "#app/lib/provider-outcome.server.ts";
import { capabilitiesOf, serviceName } from "#app/domain/services.ts";
import type { Route } from "./+types/usage";
import {
  ENERGY_PAGE_SIZE,
  hasUsage,
  parseMonthQuery,
  parseRangeQuery,
  rangeCsvQuery,
  withParams,
  type MonthQuery,
  type QueryError,
  type RangeQuery,
} from "./usage-query.ts";
import {
  broadbandChart,
  broadbandDays,
  broadbandMonth,
  energyChart,
  energyReads,
  mobileChart,
  mobileMonths,
  monthOptions,
  shownMonths,
  shownCalls,
  shownReads,
  voipCalls,
} from "./usage.server.ts";
import { parsePage } from "#app/lib/paging.ts";
import * as styles from "./usage.css.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const service = await fromProvider(portal.selectedService());
  if (!service) return { view: "none" as const };
  const params = new URL(request.url).searchParams;
  const kind = capabilitiesOf(service).usageView;
  const summary = { name: serviceName(service) };

  if (kind === "broadband" || kind === "mobile") {
    const query = parseMonthQuery(params);
    // Month names and dates are formatted here, so the page ships no date code (app/lib/dates.ts).
    const picker = { options: monthOptions(), month: query.ok ? monthLabel(query.month) : "" };
    if (!query.ok)
      return data({ view: kind, service: summary, query, picker, usage: null, chart: null }, { status: 400 });
    if (query.isFuture) return { view: kind, service: summary, query, picker, usage: null, chart: null };
    if (kind === "broadband") {
      const usage = await broadbandMonth(portal.api, service, query.month);
      const chart = usage.ok && hasUsage(usage.value) ? broadbandChart(usage.value) : null;
      const shown = usage.ok
        ? { ok: true as const, value: hasUsage(usage.value) ? broadbandDays(usage.value) : null }
        : usage;
      return { view: kind, service: summary, query, picker, usage: shown, chart };
    }
    const usage = await mobileMonths(portal.api, service, query.month);
    const chart = usage.ok && usage.value.length > 0 ? mobileChart(usage.value, query.month) : null;
    const shown = usage.ok ? { ok: true as const, value: shownMonths(usage.value) } : usage;
    return { view: kind, service: summary, query, picker, usage: shown, chart };
  }
  if (kind === "voip") {
    const query = parseRangeQuery(params);
    if (!query.ok) return data({ view: kind, service: summary, query, range: null, calls: null }, { status: 400 });
    const calls = await voipCalls(portal.api, service, query);
    const range = { from: formatDate(query.from), to: formatDate(query.to) };
    const shown = calls.ok
      ? { ok: true as const, value: shownCalls(calls.value, parsePage(params.get("page"))) }
      : calls;
    return { view: kind, service: summary, query, range, calls: shown };
  }
  if (kind === "energy") {
    const page = parsePage(params.get("page"));
    const reads = await energyReads(portal.api, service, page);
    const chart = reads.ok && reads.value.usage.length > 0 ? energyChart(reads.value) : null;
    const shown = reads.ok ? { ok: true as const, value: shownReads(reads.value) } : reads;
    return { view: kind, service: summary, page, reads: shown, chart };
  }
  return { view: "unsupported" as const, service: summary };
}

export default function Usage() {
  const loaded = useLoaderData<typeof loader>();
  const hasError = Boolean(loaded.query && !loaded.query.ok);
  // The title says which month (or which calls' dates) the page shows, as a browser's history lists it.
  const period =
    "picker" in loaded && loaded.picker?.month
      ? ` in ${loaded.picker.month}`
      : "range" in loaded && loaded.range
        ? `, ${loaded.range.from} to ${loaded.range.to}`
        : "";
  return (
    <>
      <PageTitle page={`Usage${period}`} hasError={hasError} />
      <PageHeading description={loaded.service?.name}>Usage</PageHeading>
      {loaded.view === "none" ? <p>You have no services to show usage for.</p> : null}
      {loaded.view === "unsupported" ? <p>Usage is not available for this type of service.</p> : null}
      {loaded.view === "broadband" ? (
        <BroadbandUsage query={loaded.query} picker={loaded.picker} usage={loaded.usage} chart={loaded.chart} />
      ) : null}
      {loaded.view === "mobile" ? (
        <MobileUsage query={loaded.query} picker={loaded.picker} usage={loaded.usage} chart={loaded.chart} />
      ) : null}
      {loaded.view === "voip" ? <CallRecords query={loaded.query} range={loaded.range} calls={loaded.calls} /> : null}
      {loaded.view === "energy" ? (
        <EnergyUsageView reads={loaded.reads} page={loaded.page} chart={loaded.chart} />
      ) : null}
    </>
  );
}

/**
 * The chart, rendered to SVG markup by the loader (usage.server.ts): the page shows it without
 * shipping the charting code to the browser. The markup is built by React from numbers and our
 * own labels, so it is escaped.
 */
function ServerChart({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

function QueryErrors({ errors }: { errors: readonly QueryError[] }) {
  return <ErrorSummary errors={errors.map((e) => ({ fieldId: e.focus ?? e.field, message: e.message }))} />;
}

const errorsFor = (query: { ok: boolean; errors?: QueryError[] }, field: string) =>
  query.ok ? undefined : (query.errors ?? []).filter((e) => e.field === field).map((e) => e.message);

function csvHref(search: string) {
  return `/home/usage/csv${search}`;
}

type Picker = { options: { value: string; label: string }[]; month: string };
type BroadbandShown = ReturnType<typeof broadbandDays>;
type MobileShown = ReturnType<typeof shownMonths>;
type CallsShown = ReturnType<typeof shownCalls>;
type ReadsShown = ReturnType<typeof shownReads>;

function MonthPicker({ query, options }: { query: MonthQuery; options: Picker["options"] }) {
  const [searchParams] = useSearchParams();
  const year = query.ok ? String(query.month.year) : query.values.year;
  const month = query.ok ? String(query.month.month) : query.values.month;
  return (
    <>
      {!query.ok ? <QueryErrors errors={query.errors} /> : null}
      <Form method="get" className={styles.filters} key={searchParams.toString()} aria-label="Choose a month">
        <SelectField
          label="Month"
          id="month"
          name="month"
          defaultValue={month}
          errors={errorsFor(query, "month")}
          options={options}
        />
        <Field
          label="Year"
          id="year"
          name="year"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={year}
          errors={errorsFor(query, "year")}
        />
        <div>
          <Button type="submit" variant="secondary">
            Show usage
          </Button>
        </div>
      </Form>
      {query.ok ? (
        <Pager
          label="Months"
          previous={{
            to: withParams(searchParams, { year: query.previous.year, month: query.previous.month }),
            text: "Previous month",
          }}
          next={
            query.next
              ? { to: withParams(searchParams, { year: query.next.year, month: query.next.month }), text: "Next month" }
              : null
          }
        />
      ) : null}
    </>
  );
}

function ProviderAlert({ failure }: { failure: FailureShown }) {
  return <FailureNotice title="Usage could not be loaded" failure={failure} />;
}

function BroadbandUsage({
  query,
  picker,
  usage,
  chart,
}: {
  query: MonthQuery;
  picker: Picker;
  usage: Outcome<BroadbandShown | null> | null;
  chart: string | null;
}) {
  const [searchParams] = useSearchParams();
  return (
    <>
      <MonthPicker query={query} options={picker.options} />
      {query.ok && query.isFuture ? <p>{picker.month} has not started yet, so there is no usage to show.</p> : null}
      {usage && !usage.ok ? <ProviderAlert failure={usage} /> : null}
      {query.ok && usage?.ok && !usage.value ? <p>No usage was recorded for this service in {picker.month}.</p> : null}
      {query.ok && usage?.ok && usage.value ? (
        <BroadbandMonth
          usage={usage.value}
          chart={chart}
          csv={csvHref(withParams(searchParams, { year: query.month.year, month: query.month.month }))}
        />
      ) : null}
    </>
  );
}

function BroadbandMonth({ usage, chart, csv }: { usage: BroadbandShown; chart: string | null; csv: string }) {
  const label = usage.label;
  return (
    <Card title={`Usage in ${label}`}>
      <SummaryList rows={usage.totals} />
      {chart ? <ServerChart html={chart} /> : null}
      <div className={styles.actions}>
        <a href={csv} download>
          Download CSV<span className={visuallyHidden}> of usage in {label}</span>
        </a>
      </div>
      <Table
        id="usage-table"
        caption={`Daily usage in ${label}`}
        columns={[
          { key: "day", header: "Day", rowHeader: true, render: (d) => d.date },
          { key: "down", header: "Downloaded", numeric: true, render: (d) => d.downloaded },
          { key: "up", header: "Uploaded", numeric: true, render: (d) => d.uploaded },
        ]}
        rows={usage.days}
        getRowKey={(d) => d.day}
      />
    </Card>
  );
}

function MobileUsage({
  query,
  picker,
  usage,
  chart,
}: {
  query: MonthQuery;
  picker: Picker;
  usage: Outcome<MobileShown> | null;
  chart: string | null;
}) {
  const [searchParams] = useSearchParams();
  const months = usage?.ok ? usage.value : [];
  const selected = query.ok
    ? months.find((m) => m.year === query.month.year && m.month === query.month.month)
    : undefined;
  return (
    <>
      <MonthPicker query={query} options={picker.options} />
      {query.ok && query.isFuture ? <p>{picker.month} has not started yet, so there is no usage to show.</p> : null}
      {usage && !usage.ok ? <ProviderAlert failure={usage} /> : null}
      {query.ok && usage?.ok && !selected ? <p>No usage was recorded for this service in {picker.month}.</p> : null}
      {query.ok && usage?.ok && months.length > 0 ? (
        <Card title={`Usage for the 6 months to ${picker.month}`}>
          {chart ? <ServerChart html={chart} /> : null}
          <div className={styles.actions}>
            <a href={csvHref(withParams(searchParams, { year: query.month.year, month: query.month.month }))} download>
              Download CSV
            </a>
          </div>
          <Table
            id="usage-table"
            caption={`Mobile usage by month to ${picker.month}`}
            columns={[
              { key: "month", header: "Month", rowHeader: true, render: (m) => m.label },
              { key: "data", header: "Data used", numeric: true, render: (m) => m.data },
              { key: "allowance", header: "Data allowance", numeric: true, render: (m) => m.allowance },
              { key: "calls", header: "Calls", numeric: true, render: (m) => m.callCount },
              { key: "time", header: "Call time", numeric: true, render: (m) => m.callTime },
              { key: "sms", header: "SMS", numeric: true, render: (m) => m.smsCount },
              { key: "cost", header: "Cost", numeric: true, render: (m) => formatMoney(m.costCents) },
            ]}
            rows={months}
            getRowKey={(m) => `${m.year}-${m.month}`}
          />
        </Card>
      ) : null}
    </>
  );
}

function CallRecords({
  query,
  range,
  calls,
}: {
  query: RangeQuery;
  range: { from: string; to: string } | null;
  calls: Outcome<CallsShown> | null;
}) {
  const [searchParams] = useSearchParams();
  const paged = calls?.ok ? calls.value : null;
  return (
    <>
      {!query.ok ? <QueryErrors errors={query.errors} /> : null}
      <Form method="get" className={styles.filters} key={searchParams.toString()} aria-label="Filter call records">
        <DateInput
          legend="From"
          hint="For example, 1 3 2026"
          id="from"
          name="from"
          defaultValue={query.input.from}
          errors={errorsFor(query, "from")}
        />
        <DateInput
          legend="To"
          hint="For example, 31 3 2026"
          id="to"
          name="to"
          defaultValue={query.input.to}
          errors={errorsFor(query, "to")}
        />
        <CheckboxField
          label="Only calls not yet invoiced"
          id="uninvoiced"
          name="uninvoiced"
          defaultChecked={query.uninvoiced}
        />
        <div>
          <Button type="submit" variant="secondary">
            Show calls
          </Button>
        </div>
      </Form>
      {calls && !calls.ok ? <ProviderAlert failure={calls} /> : null}
      {query.ok && range && paged ? (
        <Card title={`Calls from ${range.from} to ${range.to}`}>
          {paged.items.length === 0 ? (
            <p>There are no calls{query.uninvoiced ? " not yet invoiced" : ""} in this period.</p>
          ) : (
            <>
              <p>
                {paged.total} calls, costing {formatMoney(paged.totalCostCents)} in total.
              </p>
              <div className={styles.actions}>
                <a href={csvHref(rangeCsvQuery(query))} download>
                  Download CSV
                </a>
              </div>
              <Table
                id="calls-table"
                caption={`Call records, page ${paged.page} of ${paged.pageCount}`}
                columns={[
                  { key: "when", header: "Date and time", rowHeader: true, render: (c) => <DateTime shown={c.when} /> },
                  { key: "number", header: "Number called", render: (c) => c.calledNumber },
                  { key: "type", header: "Call type", render: (c) => c.callType },
                  { key: "duration", header: "Duration", numeric: true, render: (c) => c.duration },
                  { key: "cost", header: "Cost", numeric: true, render: (c) => formatMoney(c.costCents) },
                ]}
                rows={paged.items}
                getRowKey={(c) => c.id}
              />
              <Pager
                label="Pages of call records"
                previous={
                  paged.page > 1
                    ? { to: withParams(searchParams, { page: paged.page - 1 }), text: "Previous page" }
                    : null
                }
                next={
                  paged.page < paged.pageCount
                    ? { to: withParams(searchParams, { page: paged.page + 1 }), text: "Next page" }
                    : null
                }
                current={`Page ${paged.page} of ${paged.pageCount}`}
              />
            </>
          )}
        </Card>
      ) : null}
    </>
  );
}

function EnergyUsageView({ reads, page, chart }: { reads: Outcome<ReadsShown>; page: number; chart: string | null }) {
  const [searchParams] = useSearchParams();
  if (!reads.ok) return <ProviderAlert failure={reads} />;
  const rows = reads.value.usage;
  const pageCount = Math.max(1, Math.ceil(reads.value.total / ENERGY_PAGE_SIZE));
  if (rows.length === 0) return <p>There are no meter reads to show{page > 1 ? " on this page" : ""}.</p>;
  return (
    <Card title="Meter reads">
      {chart ? <ServerChart html={chart} /> : null}
      <div className={styles.actions}>
        <a href={csvHref(withParams(searchParams, {}))} download>
          Download CSV
        </a>
      </div>
      <Table
        id="usage-table"
        caption={`Meter reads, page ${page} of ${pageCount}`}
        columns={[
          { key: "period", header: "Period", rowHeader: true, render: (r) => r.period },
          {
            key: "qty",
            header: "Usage",
            numeric: true,
            render: (r) => `${r.quantity.toLocaleString("en-AU")} ${r.unit}`,
          },
          { key: "cost", header: "Cost", numeric: true, render: (r) => formatMoney(r.costCents) },
        ]}
        rows={rows}
        getRowKey={(r) => r.periodStart}
      />
      <Pager
        label="Pages of meter reads"
        previous={page > 1 ? { to: withParams(searchParams, { page: page - 1 }), text: "Newer reads" } : null}
        next={page < pageCount ? { to: withParams(searchParams, { page: page + 1 }), text: "Older reads" } : null}
        current={`Page ${page} of ${pageCount}`}
      />
    </Card>
  );
}
