import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const pager = style({ marginTop: vars.space.xs });
export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
