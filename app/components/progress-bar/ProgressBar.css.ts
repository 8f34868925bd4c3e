import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const wrapper = style({ display: "grid", gap: vars.space.xxs });
export const labelRow = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm });
export const label = style({ fontWeight: vars.font.weight.bold });
export const value = style({ color: vars.color.textMuted, fontVariantNumeric: "tabular-nums" });

export const progress = style({
  appearance: "none",
  WebkitAppearance: "none",
  display: "block",
  width: "100%",
  height: "12px",
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius,
  overflow: "hidden",
  backgroundColor: vars.color.progress.track,
  color: vars.color.progress.fill,
  selectors: {
    "&::-webkit-progress-bar": { backgroundColor: vars.color.progress.track },
    "&::-webkit-progress-value": { backgroundColor: vars.color.progress.fill },
    "&::-moz-progress-bar": { backgroundColor: vars.color.progress.fill },
  },
});
