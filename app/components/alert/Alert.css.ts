import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars, type AlertType } from "#app/styles/theme.css.ts";

export const alert = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius,
  borderStyle: "solid",
  borderWidth: "1px 1px 1px 6px",
});

const colours = (t: AlertType) => ({
  backgroundColor: vars.color.alert[t].background,
  borderColor: vars.color.alert[t].border,
  color: vars.color.alert[t].text,
});

export const type = styleVariants({
  success: colours("success"),
  info: colours("info"),
  warning: colours("warning"),
  danger: colours("danger"),
  extreme: colours("extreme"),
} satisfies Record<AlertType, unknown>);

export const icon = style({ width: "24px", height: "24px", marginTop: "1px" });
export const content = style({ flex: 1, minWidth: 0, display: "grid", gap: vars.space.xxs });
export const title = style({ fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold });
export const closeForm = style({ margin: `calc(-1 * ${vars.space.xxs}) calc(-1 * ${vars.space.xxs}) 0 0` });
export const closeButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "36px",
  height: "36px",
  padding: 0,
  border: "1px solid currentColor",
  borderRadius: vars.radius,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { backgroundColor: "rgba(127, 127, 127, 0.15)" } },
});

// Links inside an alert take its text colour, so contrast holds on every alert background.
globalStyle(`${alert} a`, { color: "inherit", fontWeight: vars.font.weight.bold });
