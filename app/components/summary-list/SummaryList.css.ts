import { style } from "@vanilla-extract/css";
import { below } from "#app/styles/breakpoints.ts";
import { vars } from "#app/styles/theme.css.ts";

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

// Stacked on small screens, the action under its value (GOV.UK): two columns there would give the
// key no width at 320 px.
export const rowWithActions = style({
  gridTemplateColumns: "minmax(8rem, 14rem) minmax(0, 1fr) auto",
  "@media": { [below("small")]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const key = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const value = style({ margin: 0, minWidth: 0, overflowWrap: "break-word" });
export const actions = style({
  margin: 0,
  justifySelf: "end",
  "@media": { [below("small")]: { justifySelf: "start" } },
});

// Compact: one grid for the whole list (its rows take no box of their own), so the keys' column is
// as wide as the longest key, up to half the list: a card a third of the page wide, or a phone,
// keeps room for the values' words (a long key wraps between its words instead).
export const compactList = style({
  display: "grid",
  gridTemplateColumns: "fit-content(50%) minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});
export const compactRow = style({ display: "contents" });

// Tiles: each key and value a tile, as many side by side as fit; the key small and muted above.
export const tiles = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))",
  margin: 0,
});
export const tileKey = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, margin: 0 });
export const tileValue = style({ fontSize: vars.font.size.h3, fontWeight: vars.font.weight.bold, margin: 0 });
