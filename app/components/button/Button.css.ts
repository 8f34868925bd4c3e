import { style, styleVariants } from "@vanilla-extract/css";
import { vars, type ButtonVariant } from "#app/styles/theme.css.ts";

export const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  border: "2px solid transparent",
  borderRadius: vars.radius,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.25,
  textAlign: "center",
  textDecoration: "none",
  cursor: "pointer",
  transition: "background-color 120ms ease-in-out",
  selectors: {
    "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "not-allowed" },
    "&:hover": { textDecoration: "none" },
  },
});

export const fullWidth = style({ width: "100%" });

export const size = styleVariants({
  small: { minHeight: "32px", padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.font.size.small },
  medium: { minHeight: "44px", padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.size.body },
  large: { minHeight: "52px", padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.font.size.large },
});

const variantColours = (name: ButtonVariant) => {
  const c = vars.color.button[name];
  return {
    backgroundColor: c.background,
    color: c.text,
    borderColor: c.border,
    selectors: {
      "&:hover:not(:disabled, [aria-disabled='true'])": { backgroundColor: c.hoverBackground, color: c.text },
      "&:visited": { color: c.text },
    },
  };
};

export const variant = styleVariants({
  primary: variantColours("primary"),
  secondary: variantColours("secondary"),
  success: variantColours("success"),
  danger: variantColours("danger"),
  info: variantColours("info"),
  brand: variantColours("brand"),
} satisfies Record<ButtonVariant, unknown>);
