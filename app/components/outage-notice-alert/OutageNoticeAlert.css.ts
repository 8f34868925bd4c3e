import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/** The notice's paragraphs are set apart: the outage, then what it means for the customer. */
export const paragraph = style({ marginBlockEnd: vars.space.sm });
