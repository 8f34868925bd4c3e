import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const stack = style({ display: "grid", gap: vars.space.lg, maxWidth: "56rem" });
export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "40rem" });
export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });
