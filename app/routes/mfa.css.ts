import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const page = style({ display: "flex", justifyContent: "center", padding: `${vars.space.lg} 0` });
export const card = style({ width: "100%", maxWidth: 480 });
export const heading = style({ marginTop: 0 });
export const form = style({ display: "grid", gap: vars.space.sm });
export const secondary = style({ marginTop: vars.space.md });
export const help = style({ marginTop: vars.space.lg, color: vars.color.textMuted });
