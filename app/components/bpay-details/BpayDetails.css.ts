import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

// GOV.UK inset text: a bar at the left sets the block apart from what is around it.
export const inset = style({
  borderLeft: `${vars.space.xxs} solid ${vars.color.border}`,
  paddingLeft: vars.space.md,
  display: "grid",
  gap: vars.space.xs,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.h3 });

/** A biller code or a reference is typed digit by digit into a bank's app: it never breaks across lines. */
export const number = style({
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
  fontWeight: vars.font.weight.bold,
  letterSpacing: "0.05em",
});

export const help = style({ margin: 0, color: vars.color.textMuted });
