import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const stack = style({ display: "grid", gap: vars.space.lg, maxWidth: "48rem" });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs });
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });
export const externalLink = style({ display: "inline-flex", alignItems: "center", gap: "0.25em" });
export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "40rem" });
