import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const stack = style({ display: "grid", gap: vars.space.lg, maxWidth: "48rem" });

/** A summary list (GOV.UK): term and value side by side from the small breakpoint. */
export const muted = style({ color: vars.color.textMuted });

export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "36rem" });
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  padding: vars.space.md,
  margin: 0,
  display: "grid",
  gap: vars.space.sm,
});
export const legend = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.large,
  padding: `0 ${vars.space.xs}`,
});
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });
