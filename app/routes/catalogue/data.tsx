import { Card } from "#app/components/card/Card.tsx";
import { CheckYourAnswers } from "#app/components/check-your-answers/CheckYourAnswers.tsx";
import { SummaryList, type SummaryListLayout } from "#app/components/summary-list/SummaryList.tsx";
import { Table } from "#app/components/table/Table.tsx";
import * as styles from "#app/styles/catalogue.css.ts";

const SUMMARY_LIST_LAYOUTS: { layout: SummaryListLayout; note: string }[] = [
  { layout: "compact", note: "For a card one of a grid: keys as wide as the longest one, no rules." },
  { layout: "tiles", note: "A few headline figures side by side, each key above its value." },
];

type UsageRow = { date: string; download: number; upload: number };
const usageRows: UsageRow[] = Array.from({ length: 31 }, (_, index) => ({
  date: `${String(index + 1).padStart(2, "0")} Jan 2026`,
  download: ((index * 7919) % 5000) / 100 + 1,
  upload: ((index * 104729) % 900) / 100 + 0.5,
}));

/** Tables, summary lists in each layout, and check your answers. */
export function DataDisplay() {
  return (
    <>
      <Card title="Table">
        <Table<UsageRow>
          id="usage-table"
          caption="Daily usage, January 2026"
          columns={[
            { key: "date", header: "Date", rowHeader: true },
            { key: "download", header: "Downloaded (GB)", numeric: true, render: (row) => row.download.toFixed(2) },
            { key: "upload", header: "Uploaded (GB)", numeric: true, render: (row) => row.upload.toFixed(2) },
          ]}
          rows={usageRows}
          getRowKey={(row) => row.date}
        />
        <Table
          caption="An empty table"
          columns={[{ key: "name", header: "Name" }]}
          rows={[]}
          getRowKey={() => 0}
          emptyMessage="No active faults found"
        />
      </Card>

      <Card title="Summary list">
        <SummaryList
          rows={[
            { key: "Service", value: "N1001" },
            { key: "Plan", value: "NBN 100/20 Home Fast" },
            { key: "Monthly price", value: "$89.00" },
            { key: "Address", value: "Unit 4, 12 Example Street, Sydney NSW 2000" },
          ]}
        />
      </Card>

      {SUMMARY_LIST_LAYOUTS.map(({ layout, note }) => (
        <Card key={layout} title={`Summary list, ${layout}`}>
          <SummaryList
            layout={layout}
            rows={[
              { key: "Balance owing", value: "$125.40" },
              { key: "Due date", value: "14 December 2026" },
              { key: "Status", value: "Due" },
            ]}
          />
          <p className={styles.note}>{note}</p>
        </Card>
      ))}

      <Card title="Check your answers">
        <CheckYourAnswers
          rows={[
            { key: "Amount", value: "$25.50", change: { to: "/__catalogue", what: "amount" } },
            { key: "Card", value: "Visa ending 4242", change: { to: "/__catalogue", what: "card" } },
            { key: "Reference", value: "Sent when the payment is made" },
          ]}
        />
      </Card>
    </>
  );
}
