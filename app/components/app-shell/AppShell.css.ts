import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "#app/styles/breakpoints.ts";
import { vars } from "#app/styles/theme.css.ts";

export const shell = style({
  minHeight: "100vh",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gridTemplateRows: "auto auto 1fr auto",
  gridTemplateAreas: '"header" "nav" "main" "footer"',
  "@media": {
    [media.medium]: {
      gridTemplateColumns: `${vars.layout.sidebarWidth} minmax(0, 1fr)`,
      gridTemplateRows: "auto 1fr auto",
      gridTemplateAreas: '"header header" "nav main" "footer footer"',
    },
  },
});

// A page without navigation (signed out, errors): one column, its content a centred measure.
export const withoutNav = style({
  "@media": {
    [media.medium]: {
      gridTemplateColumns: "minmax(0, 1fr)",
      gridTemplateRows: "auto 1fr auto",
      gridTemplateAreas: '"header" "main" "footer"',
    },
  },
});

// A compact banner (at most 72 px on a desktop), as customers know from their providers' portals;
// on a phone the account's controls wrap below the logo.
export const header = style({
  gridArea: "header",
  minHeight: vars.layout.headerHeight,
  padding: vars.layout.headerPadding,
  boxSizing: "content-box",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  backgroundColor: vars.color.header.background,
  color: vars.color.header.text,
  borderBottom: `4px solid ${vars.color.header.accent}`,
});

export const brand = style({ display: "flex", alignItems: "center", gap: vars.space.md, minWidth: 0 });
// The logo as a link home: a 44 px target, no underline (the logo is recognisably the way home).
globalStyle(`${brand} > a`, {
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  minWidth: 0,
  textDecoration: "none",
  color: vars.color.header.text,
});
globalStyle(`${brand} > a:hover`, { textDecoration: "underline" });
export const account = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md });

const navBase = {
  backgroundColor: vars.color.sidebar.background,
  color: vars.color.sidebar.text,
} as const;

// One navigation (AppShell.tsx). Below the medium breakpoint: a <details> "Menu" disclosure that
// opens without JavaScript; from it up, a 230px sidebar where the same <details> is always open.
export const nav = style({
  ...navBase,
  gridArea: "nav",
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    [media.medium]: { borderBottom: 0, borderRight: `1px solid ${vars.color.border}`, padding: `${vars.space.md} 0` },
  },
});
export const navDetails = style({});
const showsClosedDetails = "selector(::details-content)";
export const menuSummary = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontWeight: vars.font.weight.bold,
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
  "@supports": { [showsClosedDetails]: { "@media": { [media.medium]: { display: "none" } } } },
});
globalStyle(`${navDetails}::details-content`, {
  "@media": { [media.medium]: { contentVisibility: "visible", display: "block" } },
});

export const navList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid" });
export const navLink = style({
  display: "block",
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.sidebar.text,
  textDecoration: "none",
  borderLeft: "4px solid transparent",
  selectors: {
    "&:hover": { color: vars.color.sidebar.text, textDecoration: "underline" },
    "&[aria-current='page']": {
      backgroundColor: vars.color.sidebar.activeBackground,
      color: vars.color.sidebar.activeText,
      borderLeftColor: vars.color.header.accent,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const main = style({
  gridArea: "main",
  minWidth: 0,
  padding: vars.space.md,
  "@media": { [media.small]: { padding: vars.space.lg }, [media.large]: { padding: vars.space.xl } },
});
// One column that may shrink below its content's widest word (minmax(0, …)): at 320 px (400 % zoom)
// nothing widens the page; only a table scrolls, in its own region (Table.tsx).
export const mainInner = style({
  maxWidth: vars.layout.contentMaxWidth,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
});
globalStyle(`${withoutNav} ${mainInner}`, { maxWidth: "48rem", marginInline: "auto" });

export const footer = style({
  gridArea: "footer",
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});
globalStyle(`${footer} a`, { color: vars.color.link });
