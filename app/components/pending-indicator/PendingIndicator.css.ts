import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slide = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "translateX(250%)" } });

/** Fast navigations (<200ms) never show it: no flicker. */
const delayed = {
  opacity: 0,
  animation: `${appear} 150ms ease-out 200ms forwards`,
} as const;

/** A bar across the top of the window: a tinted track and a moving band, thick enough to notice. */
export const bar = style({
  ...delayed,
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  zIndex: 2000,
  height: "6px",
  overflow: "hidden",
  pointerEvents: "none",
  backgroundColor: `color-mix(in srgb, ${vars.color.primary} 25%, transparent)`,
  "::after": {
    content: '""',
    position: "absolute",
    top: 0,
    bottom: 0,
    width: "40%",
    backgroundColor: vars.color.primary,
    animation: `${slide} 1.1s ease-in-out infinite`,
  },
  "@media": {
    // Without motion the band fills the bar.
    "(prefers-reduced-motion: reduce)": { "::after": { width: "100%", animation: "none" } },
  },
});

/** The words under the bar, where the eye is at the top of the page (screen readers hear the live region). */
export const label = style({
  ...delayed,
  position: "fixed",
  top: "12px",
  left: "50%",
  transform: "translateX(-50%)",
  zIndex: 2000,
  pointerEvents: "none",
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: "999px",
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  boxShadow: "0 2px 8px rgba(0, 0, 0, 0.25)",
});
