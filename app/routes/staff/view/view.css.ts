import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/** The customer view's banner: on every page of a view, never dismissible (no close control, no script). */
export const banner = style({
  display: "grid",
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  border: `3px solid ${vars.color.alert.warning.border}`,
  borderRadius: vars.radius,
  background: vars.color.alert.warning.background,
  color: vars.color.alert.warning.text,
  overflowWrap: "anywhere",
});

export const bannerTitle = style({ margin: 0, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.large });
export const bannerLine = style({ margin: 0 });
export const readOnly = style({
  display: "inline-block",
  padding: `0 ${vars.space.xs}`,
  border: `2px solid currentColor`,
  borderRadius: vars.radius,
  fontWeight: vars.font.weight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

export const bannerActions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });
export const viewNav = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const stack = style({ display: "grid", gap: vars.space.lg });
export const inline = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
