import { useId, type ReactNode } from "react";
import * as styles from "./Table.css.ts";

export type TableColumn<Row> = {
  key: string;
  header: ReactNode;
  /** Cell content; `row[key]` by default. */
  render?: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures (money, sizes). */
  numeric?: boolean;
  /** Render this column's cells as row headers (<th scope="row">). */
  rowHeader?: boolean;
};

type Common = {
  /** Required: names the table and the scrollable region. */
  caption: ReactNode;
  id?: string;
  /**
   * Below the small breakpoint (600 px) each row becomes a block, each cell labelled with its
   * column's header (a string header), so a wide comparison reflows at 320 px instead of scrolling.
   */
  reflow?: boolean;
};

type DataProps<Row> = Common & {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => string | number;
  /** Shown in a single row when `rows` is empty. */
  emptyMessage?: ReactNode;
  children?: never;
};

type MarkupProps = Common & {
  /** Your own <thead>/<tbody> markup. */
  children: ReactNode;
  columns?: never;
  rows?: never;
  getRowKey?: never;
  emptyMessage?: never;
};

export type TableProps<Row> = DataProps<Row> | MarkupProps;

/**
 * A captioned table in a region of at most 500px that scrolls. The region is focusable
 * (tabIndex 0) so keyboard users can scroll it, and is named by the caption.
 */
export function Table<Row>(props: TableProps<Row>) {
  const generatedId = useId();
  const captionId = `${props.id ?? generatedId}-caption`;
  return (
    // A scrolling box must be focusable, or keyboard users cannot scroll it (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.region} role="region" aria-labelledby={captionId} tabIndex={0} id={props.id}>
      <table className={props.reflow ? `${styles.table} ${styles.reflow}` : styles.table}>
        <caption id={captionId} className={styles.caption}>
          {props.caption}
        </caption>
        {props.columns ? <DataBody {...(props as DataProps<Row>)} /> : props.children}
      </table>
    </div>
  );
}

function DataBody<Row>({ columns, rows, getRowKey, emptyMessage = "Nothing to show.", reflow }: DataProps<Row>) {
  const cellClass = (column: TableColumn<Row>) => (column.numeric ? styles.numeric : undefined);
  return (
    <>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={cellClass(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>{emptyMessage}</td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={getRowKey(row, index)}>
              {columns.map((column) => {
                const content = column.render ? column.render(row) : (row as Record<string, ReactNode>)[column.key];
                return column.rowHeader ? (
                  <th key={column.key} scope="row" className={cellClass(column)}>
                    {content}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    className={cellClass(column)}
                    data-label={reflow && typeof column.header === "string" ? column.header : undefined}
                  >
                    {content}
                  </td>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
    </>
  );
}
