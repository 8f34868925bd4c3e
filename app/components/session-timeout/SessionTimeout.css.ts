import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const timeLeft = style({ fontWeight: vars.font.weight.bold, whiteSpace: "nowrap" });
export const failed = style({ margin: 0, color: vars.color.error, fontWeight: vars.font.weight.bold });
