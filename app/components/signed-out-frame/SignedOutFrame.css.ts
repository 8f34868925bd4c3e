import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const page = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "center",
  padding: `${vars.space.xl} ${vars.space.md}`,
});

/** One question per page: a readable measure, the full width on a phone. */
export const card = style({ width: "100%", maxWidth: 640, minWidth: 0 });
