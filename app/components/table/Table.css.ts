import { globalStyle, style } from "@vanilla-extract/css";
import { atLeast, below } from "#app/styles/breakpoints.ts";
import { vars } from "#app/styles/theme.css.ts";

// From the small breakpoint up a table is a table, whole: never in a box of fixed height that
// hides its last rows (only a table wider than the page scrolls sideways). Below it (phones) each
// row is a block of labelled lines. Either way nothing is clipped; long lists are paged by the
// page (plain links, `?page=`).
const narrow = below("small");

export const region = style({
  // Holds what is positioned inside (a visually hidden link text): it scrolls with the table
  // instead of widening the page.
  position: "relative",
  border: `1px solid ${vars.color.table.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.color.table.rowBackground,
  "@media": { [atLeast("small")]: { overflowX: "auto" } },
});

export const table = style({
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text,
  "@media": { [narrow]: { display: "block" } },
});

export const caption = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: "left",
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.body,
  color: vars.color.text,
  backgroundColor: vars.color.table.rowBackground,
  overflowWrap: "break-word",
  "@media": { [narrow]: { display: "block", borderBottom: `1px solid ${vars.color.table.border}` } },
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.table.border}`,
  textAlign: "left",
  verticalAlign: "top",
  overflowWrap: "break-word",
});
globalStyle(`${table} thead th`, {
  position: "sticky",
  top: 0,
  zIndex: 1,
  backgroundColor: vars.color.table.headerBackground,
  color: vars.color.table.headerText,
  fontWeight: vars.font.weight.bold,
});
globalStyle(`${table} tbody tr:nth-child(even)`, { backgroundColor: vars.color.table.rowAltBackground });
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: "none" });
export const numeric = style({
  fontVariantNumeric: "tabular-nums",
  selectors: { [`${table} &`]: { textAlign: "right" } },
  "@media": { [narrow]: { selectors: { [`${table} &`]: { textAlign: "left" } } } },
});

// Phones: the column headers are hidden from sight (still read with each cell); every cell leads
// with its column's header, as a summary list does.
globalStyle(`${table} thead`, {
  "@media": {
    [narrow]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
  },
});
globalStyle(`${table} tbody, ${table} tr`, { "@media": { [narrow]: { display: "block" } } });
globalStyle(`${table} tbody tr`, {
  "@media": {
    [narrow]: {
      padding: `${vars.space.xs} 0`,
      borderBottom: `1px solid ${vars.color.table.border}`,
    },
  },
});
globalStyle(`${table} tbody tr:last-child`, { "@media": { [narrow]: { borderBottom: "none" } } });
globalStyle(`${table} tbody th, ${table} tbody td`, {
  "@media": {
    [narrow]: {
      display: "block",
      padding: `${vars.space.xxs} ${vars.space.md}`,
      borderBottom: "none",
      textAlign: "left",
      overflowWrap: "break-word",
    },
  },
});
globalStyle(`${table} tbody [data-label]`, {
  "@media": {
    [narrow]: {
      display: "grid",
      gridTemplateColumns: "minmax(6.5rem, 1fr) minmax(0, 2fr)",
      gap: vars.space.sm,
    },
  },
});
globalStyle(`${table} tbody [data-label]::before`, {
  "@media": {
    [narrow]: { content: "attr(data-label)", fontWeight: vars.font.weight.bold, overflowWrap: "break-word" },
  },
});
