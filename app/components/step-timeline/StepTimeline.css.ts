import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 0 });

export const step = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "32px 1fr",
  columnGap: vars.space.sm,
  paddingBottom: vars.space.lg,
  selectors: {
    // The connecting line between markers.
    "&:not(:last-child)::before": {
      content: '""',
      position: "absolute",
      left: "15px",
      top: "32px",
      bottom: 0,
      width: "2px",
      backgroundColor: vars.color.borderStrong,
    },
  },
});

const markerBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "32px",
  height: "32px",
  borderRadius: "50%",
  border: "2px solid",
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.small,
});

export const marker = styleVariants({
  done: [
    markerBase,
    {
      backgroundColor: vars.color.button.success.background,
      borderColor: vars.color.button.success.background,
      color: vars.color.button.success.text,
    },
  ],
  current: [
    markerBase,
    {
      backgroundColor: vars.color.button.primary.background,
      borderColor: vars.color.button.primary.border,
      color: vars.color.button.primary.text,
    },
  ],
  upcoming: [
    markerBase,
    { backgroundColor: vars.color.surface, borderColor: vars.color.borderStrong, color: vars.color.text },
  ],
});

export const label = style({ fontWeight: vars.font.weight.bold, paddingTop: "4px" });
export const description = style({ gridColumn: 2, color: vars.color.textMuted, fontSize: vars.font.size.small });
