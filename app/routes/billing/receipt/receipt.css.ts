import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const receipt = style({ display: "grid", gap: vars.space.lg, maxWidth: "40rem" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

// Printed, the receipt stands alone: the page's header, menu, service switcher, footer and links
// are left out.
// Scoped with :has() so the rules hold only while a receipt is on the page.
const printing = (selectors: string) =>
  selectors
    .split(",")
    .map((s) => `body:has(${receipt}) ${s.trim()}`)
    .join(", ");
globalStyle(printing("header, nav, footer, form, [data-print-hide]"), {
  "@media": { print: { display: "none" } },
});
globalStyle(printing("main"), {
  "@media": { print: { padding: 0, margin: 0, boxShadow: "none" } },
});
globalStyle(`body:has(${receipt})`, { "@media": { print: { background: "#fff" } } });
globalStyle(`${receipt}, ${receipt} *`, {
  "@media": { print: { color: "#000", background: "none" } },
});
