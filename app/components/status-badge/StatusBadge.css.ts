import { style, styleVariants } from "@vanilla-extract/css";
import { below } from "#app/styles/breakpoints.ts";
import { vars, type AlertType } from "#app/styles/theme.css.ts";

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  maxWidth: "100%",
  padding: `1px ${vars.space.xs} 1px 6px`,
  border: "1px solid",
  borderRadius: "0.75rem",
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.4,
  verticalAlign: "middle",
  // One line in a table's column; on a phone a long state may take two rather than overflow.
  whiteSpace: "nowrap",
  "@media": { [below("small")]: { whiteSpace: "normal", overflowWrap: "break-word" } },
});

// The alert colours: each text/background pair is already AA in both schemes (theme.css.ts).
const colours = (t: AlertType) => ({
  backgroundColor: vars.color.alert[t].background,
  borderColor: vars.color.alert[t].border,
  color: vars.color.alert[t].text,
});

export const tone = styleVariants({
  success: colours("success"),
  info: colours("info"),
  warning: colours("warning"),
  danger: colours("danger"),
  neutral: { backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.borderStrong, color: vars.color.text },
});

export const icon = style({ flexShrink: 0 });
