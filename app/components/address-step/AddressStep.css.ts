import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const stack = style({ display: "grid", gap: vars.space.lg, maxWidth: "40rem", minWidth: 0 });
export const form = style({ display: "grid", gap: vars.space.md });
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });
export const tips = style({ margin: 0, paddingLeft: vars.space.lg });
