import { style } from "@vanilla-extract/css";
import { below } from "../styles/breakpoints.ts";
import { vars } from "../styles/theme.css.ts";

// GOV.UK summary list: one row per key, a rule under each; key and value side by side, stacked on
// small screens. Rows with actions (a "Change" link) get a third, narrow column.
export const list = style({ margin: 0, display: "grid" });

export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(8rem, 14rem) minmax(0, 1fr)",
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [below("small")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const rowWithActions = style({
  gridTemplateColumns: "minmax(8rem, 14rem) minmax(0, 1fr) auto",
  "@media": { [below("small")]: { gridTemplateColumns: "minmax(0, 1fr) auto" } },
});

export const key = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const value = style({ margin: 0, overflowWrap: "anywhere" });
export const actions = style({ margin: 0, justifySelf: "end" });
