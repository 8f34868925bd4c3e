import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const wrapper = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});
export const heading = style({ fontSize: vars.font.size.h1 });
export const description = style({ color: vars.color.textMuted, marginTop: vars.space.xs });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
