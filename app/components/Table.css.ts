import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const region = style({
  // Holds what is positioned inside (a visually hidden link text): it scrolls with the table
  // instead of widening the page.
  position: "relative",
  maxHeight: "500px",
  overflow: "auto",
  border: `1px solid ${vars.color.table.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.color.table.rowBackground,
});

export const table = style({
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text,
});

export const caption = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: "left",
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.body,
  color: vars.color.text,
  backgroundColor: vars.color.table.rowBackground,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.table.border}`,
  textAlign: "left",
  verticalAlign: "top",
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
});

/** Tables that reflow: one block per row under 600 px, each cell led by its column's header. */
export const reflow = style({});
const narrow = "screen and (max-width: 599.98px)";
globalStyle(`${reflow} thead`, {
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
globalStyle(`${reflow} tr, ${reflow} tbody`, { "@media": { [narrow]: { display: "block" } } });
globalStyle(`${reflow} tbody th, ${reflow} tbody td`, {
  "@media": { [narrow]: { display: "block", textAlign: "left", borderBottom: "none" } },
});
globalStyle(`${reflow} tbody tr`, {
  "@media": { [narrow]: { borderBottom: `1px solid ${vars.color.table.border}`, paddingBlock: vars.space.xs } },
});
globalStyle(`${reflow} td[data-label]::before`, {
  "@media": { [narrow]: { content: 'attr(data-label) ": "', fontWeight: vars.font.weight.bold } },
});
