import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const switcher = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});
export const label = style({ fontWeight: vars.font.weight.bold });
export const select = style({
  minHeight: 36,
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.size.body,
  maxWidth: "100%",
});

/**
 * With JavaScript a choice made with the pointer switches at once, so the button is kept for the
 * keyboard only: off screen until it has focus or a choice made with the arrow keys waits for it.
 */
export const quietButton = style({
  selectors: {
    "&:not(:focus)": {
      position: "absolute",
      width: 1,
      height: 1,
      minHeight: 0,
      padding: 0,
      border: 0,
      margin: -1,
      overflow: "hidden",
      clipPath: "inset(50%)",
      whiteSpace: "nowrap",
    },
  },
});
