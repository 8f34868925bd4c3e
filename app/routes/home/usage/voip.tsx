import { Form, useSearchParams } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { CheckboxField } from "#app/components/checkbox-field/CheckboxField.tsx";
import { DateInput } from "#app/components/date-input/DateInput.tsx";
import { DateTime } from "#app/components/date-time/DateTime.tsx";
import { Pager } from "#app/components/pager/Pager.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { formatMoney } from "#app/domain/format.ts";
import type { Outcome } from "#app/lib/provider-outcome.server.ts";
import { rangeCsvQuery, withParams, type RangeQuery } from "#app/routes/home/usage-query.ts";
import type { shownCalls } from "#app/routes/home/usage.server.ts";
import * as styles from "#app/routes/home/usage.css.ts";
import { csvHref, errorsFor, ProviderAlert, QueryErrors } from "./parts.tsx";

/** VoIP: the call records between two dates, a page at a time. */
type CallsShown = ReturnType<typeof shownCalls>;

export function CallRecords({
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
