import { useSearchParams } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { formatMoney } from "#app/domain/format.ts";
import type { Outcome } from "#app/lib/provider-outcome.server.ts";
import { withParams, type MonthQuery } from "#app/routes/home/usage-query.ts";
import type { shownMonths } from "#app/routes/home/usage.server.ts";
import * as styles from "#app/routes/home/usage.css.ts";
import { MonthPicker, type Picker } from "./month-picker.tsx";
import { csvHref, ProviderAlert } from "./parts.tsx";
import { type ChartPicture, UsageChart } from "./chart.tsx";

/** Mobile: data, calls, texts and cost for the six months to the month chosen. */
type MobileShown = ReturnType<typeof shownMonths>;

export function MobileUsage({
  query,
  picker,
  usage,
  chart,
}: {
  query: MonthQuery;
  picker: Picker;
  usage: Outcome<MobileShown> | null;
  chart: ChartPicture | null;
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
          {chart ? <UsageChart picture={chart} /> : null}
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
