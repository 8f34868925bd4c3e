import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css.ts";

// Layout helpers of the component catalogue page (app/routes/catalogue.tsx) only.
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
export const note = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
export const overlayContent = style({ padding: vars.space.xxl, textAlign: "center" });
export const form = style({ display: "grid", gap: vars.space.sm, maxWidth: "36rem" });
export const specimen = style({
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius,
});
