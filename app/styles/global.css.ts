import { globalStyle, style } from "@vanilla-extract/css";
import { prefersReducedMotion } from "./breakpoints.ts";
import { vars } from "./theme.css.ts";

// A small reset: predictable box sizing and margins, media that never overflows.
globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol", { margin: 0 });
globalStyle("img, svg, video, canvas", { display: "block", maxWidth: "100%" });
globalStyle("svg", { flexShrink: 0 });
globalStyle("input, button, textarea, select", { font: "inherit", color: "inherit" });
globalStyle("html", { WebkitTextSizeAdjust: "100%", textSizeAdjust: "100%" });

globalStyle("body", {
  minHeight: "100vh",
  fontFamily: vars.font.body,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("h1, h2, h3, h4", { lineHeight: vars.font.lineHeight.heading, overflowWrap: "break-word" });
// Only what cannot fit on a line at all (a long email or web address) breaks inside, where it
// must: "break-word", not "anywhere", which also lets a grid or flex column shrink below its words
// and so cut "connection" or "December" in two on a phone. Columns that hold such text are given
// a minimum width of 0 where they are laid out instead.
globalStyle("p, li, dt, dd, label, legend", { overflowWrap: "break-word" });
globalStyle("fieldset", { minInlineSize: 0 });

globalStyle("a", { color: vars.color.link, textUnderlineOffset: "0.15em" });
globalStyle("a:hover", { color: vars.color.linkHover, textDecorationThickness: "2px" });

// One visible focus style for everything; only for keyboard focus.
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});
globalStyle(":focus:not(:focus-visible)", { outline: "none" });
// Programmatic focus targets (main, error summary, headings) need no ring of their own.
globalStyle("[tabindex='-1']:focus", { outline: "none" });

globalStyle("*, *::before, *::after", {
  "@media": {
    [prefersReducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto !important" as "auto",
    },
  },
});

const visuallyHiddenRules = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);
// The same as a plain class name, for markup outside vanilla-extract.
globalStyle(".visually-hidden", visuallyHiddenRules);
