import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const stack = style({ display: "grid", gap: vars.space.lg, maxWidth: "56rem" });
export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "40rem" });
export const summary = style({
  display: "grid",
  gridTemplateColumns: "minmax(8rem, 14rem) 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const term = style({ fontWeight: vars.font.weight.bold });
export const value = style({ margin: 0, overflowWrap: "anywhere" });
export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
