import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const screen = style({
  display: "grid",
  gap: vars.space.md,
  justifyItems: "start",
  maxWidth: "48rem",
  // Inside a page's frame (banner, navigation), where the content of every page starts.
  padding: `${vars.space.lg} 0`,
});
export const heading = style({ fontSize: vars.font.size.h1 });
export const message = style({ fontSize: vars.font.size.large });

export const help = style({ margin: 0, color: vars.color.textMuted });
// A phone number is read as one unit: it never breaks across lines.
export const phone = style({ whiteSpace: "nowrap", fontWeight: vars.font.weight.bold, color: vars.color.link });

export const reference = style({ fontFamily: vars.font.mono, overflowWrap: "anywhere" });

export const details = style({
  width: "100%",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.color.surface,
});
export const summary = style({
  display: "list-item",
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.font.weight.bold,
  cursor: "pointer",
  color: vars.color.link,
});
export const pre = style({
  margin: 0,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  overflowX: "auto",
  fontFamily: vars.font.mono,
  fontSize: vars.font.size.small,
  whiteSpace: "pre-wrap",
  wordBreak: "break-word",
  color: vars.color.text,
});

// Fallback toggle: the summary holds both labels; CSS shows the one matching [open].
export const showLabel = style({ selectors: { "details[open] > summary > &": { display: "none" } } });
export const hideLabel = style({ selectors: { "details:not([open]) > summary > &": { display: "none" } } });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
