import { style } from "@vanilla-extract/css";
import { below } from "#app/styles/breakpoints.ts";
import { vars } from "#app/styles/theme.css.ts";

export const page = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "center",
  padding: `${vars.space.xl} ${vars.space.md}`,
});

/** Spec §2: a card of max width 350px, 420px on small screens. */
export const card = style({
  width: "100%",
  maxWidth: 350,
  "@media": { [below("small")]: { maxWidth: 420 } },
});

export const heading = style({ marginTop: 0 });
export const subheading = style({ fontSize: "1.125rem", marginBottom: vars.space.xs });
export const hint = style({ marginTop: 0, color: vars.color.textMuted });
export const form = style({ display: "grid", gap: vars.space.sm });
export const linkSection = style({
  marginTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});
export const alertMore = style({ marginTop: vars.space.xs });
