import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from "@vanilla-extract/css";
import { prefersDark } from "./breakpoints.ts";

/*
 * Design tokens (spec §3). Colours that change with the colour scheme live in `vars.color`
 * and `vars.mfa`; every text/background pair below was checked for WCAG AA (≥ 4.5:1) in both
 * schemes. Dark mode follows `prefers-color-scheme` — there is no toggle, so no JS.
 */

const buttonColours = { background: null, text: null, hoverBackground: null, border: null } as const;
const alertColours = { background: null, border: null, text: null } as const;

const colorContract = {
  background: null,
  surface: null,
  surfaceSunken: null,
  text: null,
  textMuted: null,
  border: null,
  borderStrong: null,
  link: null,
  linkHover: null,
  focus: null,
  focusText: null,
  primary: null,
  onPrimary: null,
  error: null,
  header: { background: null, text: null, accent: null },
  sidebar: { background: null, text: null, activeBackground: null, activeText: null },
  button: {
    primary: buttonColours,
    secondary: buttonColours,
    success: buttonColours,
    danger: buttonColours,
    info: buttonColours,
    brand: buttonColours,
  },
  alert: {
    success: alertColours,
    info: alertColours,
    warning: alertColours,
    danger: alertColours,
    extreme: alertColours,
  },
  table: { headerBackground: null, headerText: null, rowBackground: null, rowAltBackground: null, border: null },
  chart: { download: null, upload: null, grid: null, axis: null },
  progress: { track: null, fill: null },
  overlay: null,
} as const;

const mfaContract = {
  background: null,
  cardBackground: null,
  accent: null,
  codeFontSize: null,
  codeLetterSpacing: null,
  cardMaxWidth: null,
  cardMaxWidthSmall: null,
} as const;

export const vars = createThemeContract({
  color: colorContract,
  mfa: mfaContract,
  radius: null,
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  font: {
    body: null,
    mono: null,
    size: { small: null, body: null, large: null, h1: null, h2: null, h3: null },
    weight: { normal: null, bold: null },
    lineHeight: { body: null, heading: null },
  },
  layout: { headerHeight: null, headerPadding: null, sidebarWidth: null, contentMaxWidth: null },
});

const lightColor = {
  background: "#f6f6f4",
  surface: "#ffffff",
  surfaceSunken: "#eeeeeb",
  text: "#1f2328",
  textMuted: "#545b64",
  border: "#d0d4d9",
  borderStrong: "#6b7280",
  link: "#9a3412",
  linkHover: "#7c2d12",
  focus: "#1d4ed8",
  focusText: "#ffffff",
  primary: "#c2410c",
  onPrimary: "#ffffff",
  error: "#b91c1c",
  header: { background: "#ffffff", text: "#1f2328", accent: "#c2410c" },
  sidebar: { background: "#ffffff", text: "#1f2328", activeBackground: "#fff1e6", activeText: "#7c2d12" },
  button: {
    primary: { background: "#c2410c", text: "#ffffff", hoverBackground: "#9a3412", border: "#c2410c" },
    secondary: { background: "#e5e7eb", text: "#1f2328", hoverBackground: "#d1d5db", border: "#6b7280" },
    success: { background: "#15803d", text: "#ffffff", hoverBackground: "#166534", border: "#15803d" },
    danger: { background: "#b91c1c", text: "#ffffff", hoverBackground: "#991b1b", border: "#b91c1c" },
    info: { background: "#0369a1", text: "#ffffff", hoverBackground: "#075985", border: "#0369a1" },
    brand: { background: "#f97316", text: "#111111", hoverBackground: "#ea580c", border: "#c2410c" },
  },
  alert: {
    success: { background: "#ecfdf3", border: "#15803d", text: "#14532d" },
    info: { background: "#eff6ff", border: "#1d4ed8", text: "#1e3a8a" },
    warning: { background: "#fffbeb", border: "#b45309", text: "#713f12" },
    danger: { background: "#fef2f2", border: "#b91c1c", text: "#7f1d1d" },
    extreme: { background: "#7f1d1d", border: "#450a0a", text: "#ffffff" },
  },
  table: {
    headerBackground: "#f3f4f6",
    headerText: "#1f2328",
    rowBackground: "#ffffff",
    rowAltBackground: "#f9fafb",
    border: "#d0d4d9",
  },
  chart: { download: "#c2410c", upload: "#1d4ed8", grid: "#e5e7eb", axis: "#545b64" },
  progress: { track: "#e5e7eb", fill: "#c2410c" },
  overlay: "rgba(255, 255, 255, 0.85)",
};

const darkColor: typeof lightColor = {
  background: "#121417",
  surface: "#1c1f24",
  surfaceSunken: "#16191d",
  text: "#f1f3f5",
  textMuted: "#b6bcc6",
  border: "#3a4049",
  borderStrong: "#8b929c",
  link: "#fdba74",
  linkHover: "#fed7aa",
  focus: "#93c5fd",
  focusText: "#111111",
  primary: "#fb923c",
  onPrimary: "#111111",
  error: "#fca5a5",
  header: { background: "#1c1f24", text: "#f1f3f5", accent: "#fb923c" },
  sidebar: { background: "#1c1f24", text: "#f1f3f5", activeBackground: "#3b2415", activeText: "#fed7aa" },
  button: {
    primary: { background: "#c2410c", text: "#ffffff", hoverBackground: "#9a3412", border: "#fb923c" },
    secondary: { background: "#374151", text: "#f9fafb", hoverBackground: "#4b5563", border: "#8b929c" },
    success: { background: "#15803d", text: "#ffffff", hoverBackground: "#166534", border: "#4ade80" },
    danger: { background: "#b91c1c", text: "#ffffff", hoverBackground: "#991b1b", border: "#f87171" },
    info: { background: "#0369a1", text: "#ffffff", hoverBackground: "#075985", border: "#7dd3fc" },
    brand: { background: "#f97316", text: "#111111", hoverBackground: "#fb923c", border: "#fdba74" },
  },
  alert: {
    success: { background: "#0f2a1b", border: "#22c55e", text: "#bbf7d0" },
    info: { background: "#0f1f3a", border: "#60a5fa", text: "#bfdbfe" },
    warning: { background: "#2d2206", border: "#f59e0b", text: "#fde68a" },
    danger: { background: "#3a1010", border: "#f87171", text: "#fecaca" },
    extreme: { background: "#991b1b", border: "#fca5a5", text: "#ffffff" },
  },
  table: {
    headerBackground: "#262a31",
    headerText: "#f1f3f5",
    rowBackground: "#1c1f24",
    rowAltBackground: "#181b20",
    border: "#3a4049",
  },
  chart: { download: "#fb923c", upload: "#60a5fa", grid: "#3a4049", axis: "#b6bcc6" },
  progress: { track: "#3a4049", fill: "#fb923c" },
  overlay: "rgba(18, 20, 23, 0.85)",
};

const mfaSizes = {
  codeFontSize: "1.5rem",
  codeLetterSpacing: "0.5em",
  cardMaxWidth: "350px",
  cardMaxWidthSmall: "420px",
};

const lightMfa = { background: "#f6f6f4", cardBackground: "#ffffff", accent: "#c2410c", ...mfaSizes };
const darkMfa: typeof lightMfa = { background: "#121417", cardBackground: "#1c1f24", accent: "#fb923c", ...mfaSizes };

createGlobalTheme(":root", vars, {
  color: lightColor,
  mfa: lightMfa,
  radius: "6px",
  space: { xxs: "4px", xs: "8px", sm: "12px", md: "16px", lg: "24px", xl: "32px", xxl: "48px" },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    size: { small: "0.875rem", body: "1rem", large: "1.125rem", h1: "2rem", h2: "1.5rem", h3: "1.25rem" },
    weight: { normal: "400", bold: "700" },
    lineHeight: { body: "1.5", heading: "1.25" },
  },
  layout: { headerHeight: "44px", headerPadding: "8px 16px", sidebarWidth: "230px", contentMaxWidth: "1200px" },
});

globalStyle(":root", {
  colorScheme: "light dark",
  "@media": {
    [prefersDark]: {
      vars: {
        ...assignVars(vars.color, darkColor),
        ...assignVars(vars.mfa, darkMfa),
      },
    },
  },
});

export type ButtonVariant = keyof typeof lightColor.button;
export type AlertType = keyof typeof lightColor.alert;
