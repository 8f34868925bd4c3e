import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const toggle = style({ marginTop: `calc(-1 * ${vars.space.sm})`, marginBottom: vars.space.md });

export const strength = style({ margin: 0, marginBottom: vars.space.md, minHeight: "1.5em" });
