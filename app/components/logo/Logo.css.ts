import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.header.text,
});

// The mark takes the theme's brand colours, so it follows the colour scheme with the rest of the page.
export const mark = style({ flex: "none", width: 36, height: 36 });
export const tile = style({ fill: vars.color.primary });
export const glyphFill = style({ fill: vars.color.onPrimary });
export const glyphStroke = style({
  fill: "none",
  stroke: vars.color.onPrimary,
  strokeWidth: 3,
  strokeLinecap: "round",
});

export const wordmark = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
  letterSpacing: "-0.01em",
  overflowWrap: "anywhere",
});

// A logo file supplied by configuration: as tall as the built-in mark, never wider than the header.
export const image = style({ display: "block", height: 40, width: "auto", maxWidth: "100%" });
