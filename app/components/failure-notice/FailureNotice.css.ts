import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const message = style({ margin: 0 });
// Spec §8's message: kept for whoever helps the customer, quieter than the words above it.
export const detail = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  overflowWrap: "anywhere",
});
export const retry = style({ margin: `${vars.space.sm} 0 0` });
