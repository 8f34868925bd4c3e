import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const card = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  padding: vars.space.lg,
  boxShadow: "0 1px 2px rgba(0, 0, 0, 0.06)",
});

export const title = style({ fontSize: vars.font.size.h3, marginBottom: vars.space.md });
export const body = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md });
