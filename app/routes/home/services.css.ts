import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/** Shared look of the services screens: card grids and action rows. */
export const grid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 320px), 1fr))",
  marginBottom: vars.space.lg,
});
export const stack = style({ display: "grid", gap: vars.space.lg });
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  marginTop: vars.space.md,
});
export const muted = style({ color: vars.color.textMuted });
export const optionList = style({ display: "grid", gap: vars.space.md, listStyle: "none", padding: 0, margin: 0 });
export const option = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const optionName = style({ fontWeight: vars.font.weight.bold, margin: 0 });
export const section = style({ marginTop: vars.space.lg });
