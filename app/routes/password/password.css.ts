import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const stack = style({ display: "grid", gap: vars.space.md, minWidth: 0 });
export const list = style({ margin: 0, paddingLeft: vars.space.lg });
