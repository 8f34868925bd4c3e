import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const stack = style({ display: "grid", gap: vars.space.lg, maxWidth: "40rem", minWidth: 0 });
/** The reference: the one thing to write down. */
export const reference = style({ fontSize: vars.font.size.h2, fontWeight: vars.font.weight.bold, margin: 0 });
export const links = style({ display: "grid", gap: vars.space.sm, listStyle: "none", padding: 0, margin: 0 });
