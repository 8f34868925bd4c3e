import { useSearchParams } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import { Pager } from "#app/components/pager/Pager.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { formatMoney } from "#app/domain/format.ts";
import type { Outcome } from "#app/lib/provider-outcome.server.ts";
import { ENERGY_PAGE_SIZE, withParams } from "#app/routes/home/usage-query.ts";
import type { shownReads } from "#app/routes/home/usage.server.ts";
import * as styles from "#app/routes/home/usage.css.ts";
import { csvHref, ProviderAlert } from "./parts.tsx";
import { type ChartPicture, UsageChart } from "./chart.tsx";

/** Gas and electricity: meter reads, newest first, a page at a time. */
type ReadsShown = ReturnType<typeof shownReads>;

export function EnergyUsageView({
  reads,
  page,
  chart,
}: {
  reads: Outcome<ReadsShown>;
  page: number;
  chart: ChartPicture | null;
}) {
  const [searchParams] = useSearchParams();
  if (!reads.ok) return <ProviderAlert failure={reads} />;
  const rows = reads.value.usage;
  const pageCount = Math.max(1, Math.ceil(reads.value.total / ENERGY_PAGE_SIZE));
  if (rows.length === 0) return <p>There are no meter reads to show{page > 1 ? " on this page" : ""}.</p>;
  return (
    <Card title="Meter reads">
      {chart ? <UsageChart picture={chart} /> : null}
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
