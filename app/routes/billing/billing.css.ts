import { globalStyle, style } from "@vanilla-extract/css";
import { levelWithInputs } from "#app/components/field/Field.css.ts";
import { vars } from "#app/styles/theme.css.ts";

export const page = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.lg });
export const narrow = style({ display: "grid", gap: vars.space.lg, maxWidth: "40rem" });

/** The balance, the largest of the account status's figures (a SummaryList tile's value). */
export const balance = style({ display: "block", fontSize: vars.font.size.h1, lineHeight: 1.1 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const help = style({ margin: 0, color: vars.color.textMuted });

export const fieldset = style({ border: 0, padding: 0, margin: 0, display: "grid", gap: vars.space.xs, minWidth: 0 });
export const legend = style({
  fontSize: vars.font.size.h3,
  fontWeight: vars.font.weight.bold,
  padding: 0,
  marginBottom: vars.space.xs,
});
/**
 * Two fields side by side (expiry month and year): their labels, hints, inputs and error lines
 * share rows (subgrid), so a hint that wraps in one column moves both inputs down together.
 */
export const pair = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 12rem))",
  columnGap: vars.space.md,
});
globalStyle(`${pair} > *`, { gridRow: "span 4", gridTemplateRows: "subgrid" });
/** Short and medium inputs: the width is the input's, so its hint keeps the column's full width. */
export const short = style({});
globalStyle(`${short} input`, { maxWidth: "8rem" });
export const medium = style({});
globalStyle(`${medium} input`, { maxWidth: "14rem" });

export const filter = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: `0 ${vars.space.md}` });
export const filterButton = style({ marginBottom: levelWithInputs });

export const methodLine = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, margin: 0 });
export const list = style({ margin: 0, paddingLeft: vars.space.lg });
