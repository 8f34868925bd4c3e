import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

// Small, so the account line and Sign out share one row of the banner even on a phone.
export const accountCode = style({ margin: 0, fontSize: vars.font.size.small });
export const flash = style({ outline: "none", marginBottom: vars.space.md });

/**
 * The session's length, said once at the foot of a signed-in page that has a form to send (the
 * layout's own forms aside); shown wherever the browser cannot tell (a text browser, or one
 * without :has()).
 */
export const sessionNote = style({
  marginTop: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  selectors: {
    "*:not(:has(form[method='post' i]:not([action='/switch-service'], [action='/logout']))) > &": { display: "none" },
  },
});
