import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const stack = style({ display: "grid", gap: vars.space.lg, maxWidth: "40rem" });
export const form = style({ display: "grid", gap: vars.space.md });
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });
/** A confirmation's reference: the one thing to write down. */
export const reference = style({ fontSize: vars.font.size.h2, fontWeight: vars.font.weight.bold, margin: 0 });
export const caption = style({ margin: 0, color: vars.color.textMuted });
