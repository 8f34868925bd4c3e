import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const backdrop = style({
  position: "fixed",
  inset: 0,
  zIndex: 900,
  backgroundColor: "rgba(0, 0, 0, 0.55)",
  selectors: {
    // With JS the modal dialog has its own ::backdrop.
    "&:has(+ dialog:modal)": { display: "none" },
  },
});

const dialogBase = style({
  // Without JS the <dialog open> is non-modal: fixed and centred above a backdrop <div>.
  // With JS showModal() puts it in the top layer; these rules still size and place it.
  position: "fixed",
  inset: 0,
  zIndex: 901,
  margin: "auto",
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  height: "fit-content",
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  overflow: "auto",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: "0 10px 30px rgba(0, 0, 0, 0.3)",
  selectors: {
    "&::backdrop": { backgroundColor: "rgba(0, 0, 0, 0.55)" },
  },
});

export const size = styleVariants({
  small: [dialogBase, { width: "500px" }],
  medium: [dialogBase, { width: "700px" }],
  large: [dialogBase, { width: "85%" }],
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ fontSize: vars.font.size.h2 });
export const body = style({ padding: vars.space.lg, display: "grid", gap: vars.space.md });
export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
