import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const group = style({ display: "grid", gap: vars.space.xxs, minWidth: 0, border: 0, padding: 0, margin: 0 });

export const groupInvalid = style({
  borderLeft: `4px solid ${vars.color.error}`,
  paddingLeft: vars.space.sm,
});

export const label = style({ fontWeight: vars.font.weight.bold, color: vars.color.text });
export const legend = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  padding: 0,
  marginBottom: vars.space.xxs,
});
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

/**
 * The error line is always there, at least one line tall: a message appearing (conform
 * validates on blur) fills it instead of pushing the submit button away from the pointer.
 */
const ERROR_LINE = "1.5rem";
/**
 * A button beside fields in a row aligned at their foot (a filter): raised by the error line and
 * the gap above it, so it stands level with the inputs rather than with the empty error lines.
 */
export const levelWithInputs = `calc(${ERROR_LINE} + ${vars.space.xxs})`;

export const errorSlot = style({
  minHeight: ERROR_LINE,
  margin: 0,
  color: vars.color.error,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.small,
  lineHeight: ERROR_LINE,
});

const control = {
  width: "100%",
  maxWidth: "32rem",
  minHeight: "44px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.color.error },
    "&:disabled": { opacity: 0.6 },
  },
} as const;

export const input = style(control);
export const textarea = style({ ...control, minHeight: "6rem", resize: "vertical" });
export const select = style({ ...control, paddingRight: vars.space.lg });

export const choices = style({ display: "grid", gap: vars.space.xs });
export const choicesInline = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.lg}` });
export const choice = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: vars.space.sm,
  alignItems: "start",
});
export const choiceInput = style({
  width: "24px",
  height: "24px",
  margin: 0,
  accentColor: vars.color.primary,
});
export const choiceLabel = style({ paddingTop: "1px", cursor: "pointer" });
export const choiceHint = style({ gridColumn: 2, color: vars.color.textMuted, fontSize: vars.font.size.small });

// The date input (DateInput): Day, Month and Year side by side, wrapping on a narrow screen.
export const dateParts = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.md}` });
export const datePart = style({ display: "grid", gap: vars.space.xxs });
/** Widths as GOV.UK's: two digits for the day, "September" for the month, four digits for the year. */
export const dateDay = style({ width: "4.5em" });
export const dateMonth = style({ width: "8.5em" });
export const dateYear = style({ width: "6em" });
