import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const accountCode = style({ margin: 0 });
export const switcher = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});
export const switcherLabel = style({ fontWeight: vars.font.weight.bold });
export const select = style({
  minHeight: 36,
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.size.body,
  maxWidth: "100%",
});
export const flash = style({ outline: "none", marginBottom: vars.space.md });
