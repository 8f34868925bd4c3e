import { useId, type ReactNode } from "react";
import { KeepTogether } from "#app/components/keep-together/KeepTogether.tsx";
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
  /** What labels each cell on phones; the header, when the header is a string. */
  label?: string;
};

type Common = {
  /** Required: names the table and the scrollable region. */
  caption: ReactNode;
  id?: string;
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
 * A captioned table, always whole: from 600 px up it sits in a region that scrolls only sideways,
 * when it is wider than the page (focusable, tabIndex 0, so keyboard users can scroll it; named by
 * the caption), never in a box of fixed height. Below 600 px each row is a block and each cell is
 * labelled with its column's header (`label`, or a string header). A long list needs a pager.
 */
export function Table<Row>(props: TableProps<Row>) {
  const generatedId = useId();
  const captionId = `${props.id ?? generatedId}-caption`;
  return (
    // A scrolling box must be focusable, or keyboard users cannot scroll it (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.region} role="region" aria-labelledby={captionId} tabIndex={0} id={props.id}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {props.caption}
        </caption>
        {props.columns ? <DataBody {...(props as DataProps<Row>)} /> : props.children}
      </table>
    </div>
  );
}

function DataBody<Row>({ columns, rows, getRowKey, emptyMessage = "Nothing to show." }: DataProps<Row>) {
  const cellClass = (column: TableColumn<Row>) => (column.numeric ? styles.numeric : undefined);
  const labelOf = (column: TableColumn<Row>) =>
    column.label ?? (typeof column.header === "string" ? column.header : undefined);
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
                const value = column.render ? column.render(row) : (row as Record<string, ReactNode>)[column.key];
                const label = labelOf(column);
                // One box for the value: on phones a labelled cell is a grid of label and value.
                const content = label ? (
                  <span>
                    <KeepTogether>{value}</KeepTogether>
                  </span>
                ) : (
                  <KeepTogether>{value}</KeepTogether>
                );
                return column.rowHeader ? (
                  <th key={column.key} scope="row" className={cellClass(column)} data-label={label}>
                    {content}
                  </th>
                ) : (
                  <td key={column.key} className={cellClass(column)} data-label={label}>
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
