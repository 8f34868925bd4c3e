import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const container = style({ position: "relative" });

export const overlay = style({
  position: "absolute",
  inset: 0,
  zIndex: 10,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  backgroundColor: vars.color.overlay,
  borderRadius: vars.radius,
});

export const box = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  fontWeight: vars.font.weight.bold,
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  width: "24px",
  height: "24px",
  borderRadius: "50%",
  border: `3px solid ${vars.color.progress.track}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 800ms linear infinite`,
});
