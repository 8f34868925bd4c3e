import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const skipLink = style({
  position: "absolute",
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: 1000,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius,
  backgroundColor: vars.color.focus,
  color: vars.color.focusText,
  fontWeight: vars.font.weight.bold,
  transform: "translateY(-200%)",
  selectors: {
    "&:focus, &:focus-visible": { transform: "none", color: vars.color.focusText, outlineColor: vars.color.text },
    "&:hover": { color: vars.color.focusText },
  },
});
