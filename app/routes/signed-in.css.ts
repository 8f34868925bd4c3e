import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

// Small, so the account line and Sign out share one row of the banner even on a phone.
export const accountCode = style({ margin: 0, fontSize: vars.font.size.small });
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
