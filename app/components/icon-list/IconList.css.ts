import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm });
export const item = style({ display: "flex", alignItems: "flex-start", gap: vars.space.sm });
export const icon = style({ color: vars.color.primary, marginTop: "1px" });
