import { FailureNotice, type FailureShown } from "#app/components/failure-notice/FailureNotice.tsx";
import { Table } from "#app/components/table/Table.tsx";

type Loaded<T> = { ok: true; value: T } | ({ ok: false } & FailureShown);
type Note = { id: number; shownDate: string; author: string; text: string };
type Event = { id: number; shownDate: string; event: string; description: string };

/** The service's notes and history, below the dashboard: a record to look up, not a first-screen fact. */
export function ServiceRecords({
  name,
  notes,
  history,
}: {
  /** The service as its customer knows it (serviceName). */
  name: string;
  notes: Loaded<Note[]>;
  history: Loaded<Event[]>;
}) {
  return (
    <>
      <section aria-labelledby="notes-heading">
        <h2 id="notes-heading">Notes</h2>
        {notes.ok ? (
          <Table
            caption={`Notes on ${name}`}
            columns={[
              { key: "date", header: "Date", rowHeader: true, render: (n) => n.shownDate },
              { key: "author", header: "By", render: (n) => n.author },
              { key: "text", header: "Note", render: (n) => n.text },
            ]}
            rows={notes.value}
            getRowKey={(n) => n.id}
            emptyMessage="There are no notes on this service."
          />
        ) : (
          <FailureNotice title="Notes could not be loaded" failure={notes} />
        )}
      </section>
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        {history.ok ? (
          <Table
            caption={`History of ${name}`}
            columns={[
              { key: "date", header: "Date", rowHeader: true, render: (h) => h.shownDate },
              { key: "event", header: "Event", render: (h) => h.event },
              { key: "description", header: "Details", render: (h) => h.description },
            ]}
            rows={history.value}
            getRowKey={(h) => h.id}
            emptyMessage="There is no history for this service yet."
          />
        ) : (
          <FailureNotice title="History could not be loaded" failure={history} />
        )}
      </section>
    </>
  );
}
