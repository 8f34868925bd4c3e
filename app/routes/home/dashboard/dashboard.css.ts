import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";
import { below, media } from "#app/styles/breakpoints.ts";

/** Home's first screen: balance, the service's state and this month's usage side by side when they fit. */
export const panels = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  marginBottom: vars.space.lg,
  "@media": {
    [media.small]: { gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 280px), 1fr))", gap: vars.space.lg },
  },
});

/** A panel: tighter than a card on a phone, so the balance and Pay now fit the first screen. */
export const panel = style({
  padding: vars.space.md,
  "@media": { [media.small]: { padding: vars.space.lg } },
});
// The panel's lines sit closer than a card's blocks: a glance, not a form.
globalStyle(`${panel} > div`, { gap: vars.space.sm });

export const amount = style({
  fontSize: "2.25rem",
  lineHeight: 1.1,
  fontWeight: vars.font.weight.bold,
  margin: 0,
  fontVariantNumeric: "tabular-nums",
});

/** A figure with its state beside it ("$125.00 Overdue"), wrapping on a narrow screen. */
export const headline = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const line = style({ margin: 0 });
/** A figure in words beside its unit: "5.86 GB used of 12.00 GB". */
export const figure = style({ margin: 0, fontSize: vars.font.size.h3, fontWeight: vars.font.weight.bold });
export const strong = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

const tone = (c: { background: string; border: string; text: string }) => ({
  display: "inline-block",
  padding: `2px ${vars.space.xs}`,
  borderRadius: "999px",
  border: `2px solid ${c.border}`,
  backgroundColor: c.background,
  color: c.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.4,
  whiteSpace: "nowrap" as const,
});

export const badge = styleVariants({
  success: tone(vars.color.alert.success),
  info: tone(vars.color.alert.info),
  warning: tone(vars.color.alert.warning),
  danger: tone(vars.color.alert.danger),
  neutral: tone({ background: vars.color.surfaceSunken, border: vars.color.borderStrong, text: vars.color.text }),
});

/** The outage inside the service panel: the provider's own words, set off by the danger colour. */
export const outage = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.alert.danger.border}`,
  backgroundColor: vars.color.alert.danger.background,
  color: vars.color.alert.danger.text,
});

/** The service's tasks: a row of buttons. */
export const tasks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  margin: 0,
});
// On a phone each task is a full-width button, one under the other.
globalStyle(`${tasks} > li`, { "@media": { [below("small")]: { flex: "1 1 100%" } } });
globalStyle(`${tasks} > li > a`, { "@media": { [below("small")]: { width: "100%" } } });

export const details = style({ display: "grid", gap: vars.space.lg, marginTop: vars.space.xl });

/** The destructive task, kept apart from the others under a rule. */
export const apart = style({
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
