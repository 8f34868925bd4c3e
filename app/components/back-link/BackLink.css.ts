import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/** GOV.UK back link: the chevron is a bordered box drawn before the text, so it has no text to read. */
export const backLink = style({
  position: "relative",
  display: "inline-block",
  paddingLeft: "14px",
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.small,
  selectors: {
    "&::before": {
      content: '""',
      position: "absolute",
      top: 0,
      bottom: 0,
      left: "3px",
      margin: "auto 0",
      width: "7px",
      height: "7px",
      border: "solid currentColor",
      borderWidth: "1px 1px 0 0",
      transform: "rotate(225deg)",
    },
  },
});
