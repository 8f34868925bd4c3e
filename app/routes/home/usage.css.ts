import { globalStyle, style } from "@vanilla-extract/css";
import { levelWithInputs } from "#app/components/field/Field.css.ts";
import { atLeast, below } from "#app/styles/breakpoints.ts";
import { vars } from "#app/styles/theme.css.ts";

export const chartFigure = style({ margin: `${vars.space.md} 0` });
export const chart = style({ display: "block", width: "100%", height: "auto", maxWidth: "960px" });
// One drawing per width (usage-chart.server.ts); the one not displayed is not read either.
export const chartWide = style({ "@media": { [below("small")]: { display: "none" } } });
export const chartNarrow = style({ maxWidth: "480px", "@media": { [atLeast("small")]: { display: "none" } } });
export const download = style({ fill: vars.color.chart.download });
export const upload = style({ fill: vars.color.chart.upload });
export const grid = style({ stroke: vars.color.chart.grid });
export const axisLine = style({ stroke: vars.color.chart.axis });
// The font size is the drawing's own (an attribute, in its units), so it scales with the drawing.
export const axisText = style({ fill: vars.color.chart.axis, fontFamily: vars.font.body });
export const legend = style({
  display: "flex",
  gap: vars.space.md,
  flexWrap: "wrap",
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.xs} 0`,
});
export const legendItem = style({ display: "flex", alignItems: "center", gap: vars.space.xs });
const swatch = style({ display: "inline-block", width: "14px", height: "14px", borderRadius: "3px" });
export const swatchDownload = style([swatch, { background: vars.color.chart.download }]);
export const swatchUpload = style([swatch, { background: vars.color.chart.upload }]);
export const filters = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "flex-end" });
// The submit button's wrapper: level with the inputs, not with their error lines.
globalStyle(`${filters} > div:has(> button)`, { marginBottom: levelWithInputs });
// A year is four digits: its box sized to them (as the date input's), so Month and Year share a row on
// a phone and the month's figures start higher. The field's error line still widens it to the row.
export const yearField = style({});
globalStyle(`${yearField} input`, { width: "6em" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, margin: `${vars.space.md} 0` });
