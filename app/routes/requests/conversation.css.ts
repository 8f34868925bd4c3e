import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "48rem" });
export const section = style({ display: "grid", gap: vars.space.sm });
export const heading = style({ margin: 0 });
/** A reference is read as one unit ("SR-100002"): it never breaks at its hyphen. */
export const reference = style({ whiteSpace: "nowrap" });

/** The conversation, oldest first: each message a block, ours set apart from the customer's by a bar. */
export const messages = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const message = style({
  borderLeft: `${vars.space.xxs} solid ${vars.color.border}`,
  paddingLeft: vars.space.md,
  display: "grid",
  gap: vars.space.xxs,
});
export const ours = style({ borderLeftColor: vars.color.borderStrong });
export const sender = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const when = style({ margin: 0, color: vars.color.textMuted });
/** What was typed, its line breaks kept; a long word or address wraps rather than widening the page. */
export const text = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const inset = style({
  borderLeft: `${vars.space.xxs} solid ${vars.color.border}`,
  paddingLeft: vars.space.md,
  display: "grid",
  gap: vars.space.xs,
});
globalStyle(`${inset} p`, { margin: 0 });

export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "40rem" });
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });
