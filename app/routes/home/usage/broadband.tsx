import { useSearchParams } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { Table } from "#app/components/table/Table.tsx";
import type { Outcome } from "#app/lib/provider-outcome.server.ts";
import { visuallyHidden } from "#app/styles/global.css.ts";
import { withParams, type MonthQuery } from "#app/routes/home/usage-query.ts";
import type { broadbandDays } from "#app/routes/home/usage.server.ts";
import * as styles from "#app/routes/home/usage.css.ts";
import { MonthPicker, type Picker } from "./month-picker.tsx";
import { csvHref, ProviderAlert } from "./parts.tsx";
import { type ChartPicture, UsageChart } from "./chart.tsx";

/** Broadband (nbn, DSL, Uniti): a month's downloads and uploads, day by day. */
type BroadbandShown = ReturnType<typeof broadbandDays>;

export function BroadbandUsage({
  query,
  picker,
  usage,
  chart,
}: {
  query: MonthQuery;
  picker: Picker;
  usage: Outcome<BroadbandShown | null> | null;
  chart: ChartPicture | null;
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

function BroadbandMonth({ usage, chart, csv }: { usage: BroadbandShown; chart: ChartPicture | null; csv: string }) {
  const label = usage.label;
  return (
    <Card title={`Usage in ${label}`}>
      <SummaryList rows={usage.totals} />
      {chart ? <UsageChart picture={chart} /> : null}
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
