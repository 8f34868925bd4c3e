import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slide = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "translateX(250%)" } });

export const bar = style({
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  zIndex: 2000,
  height: "4px",
  overflow: "hidden",
  pointerEvents: "none",
  // Fast navigations (<200ms) never show the bar: no flicker.
  opacity: 0,
  animation: `${appear} 150ms ease-out 200ms forwards`,
  "::after": {
    content: '""',
    position: "absolute",
    top: 0,
    bottom: 0,
    width: "40%",
    backgroundColor: vars.color.primary,
    animation: `${slide} 1.1s ease-in-out infinite`,
  },
});
