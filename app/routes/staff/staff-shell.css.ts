import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/**
 * The brand and "Staff console" side by side, centred on one line: the logo is a flex box of its
 * own, so as inline neighbours the link sat on the logo's bottom edge, below the wordmark.
 */
export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  flexWrap: "wrap",
  columnGap: vars.space.sm,
});

/** A page's parts one under another, spaced (the report's page and its live region). */
export const stack = style({ display: "grid", gap: vars.space.md, justifyItems: "start" });
