import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const summary = style({
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
  border: `4px solid ${vars.color.error}`,
  borderRadius: vars.radius,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
export const title = style({ fontSize: vars.font.size.h2, marginBottom: vars.space.sm });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xxs });
globalStyle(`${list} a`, { color: vars.color.error, fontWeight: vars.font.weight.bold });
