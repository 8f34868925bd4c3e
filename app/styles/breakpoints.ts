/** Spec §9 breakpoints, in CSS pixels. */
const breakpoints = {
  small: 600,
  medium: 1024,
  large: 1440,
  xlarge: 1920,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media query for "this breakpoint and wider", e.g. `media.medium` → `screen and (min-width: 1024px)`. */
export const media = {
  small: `screen and (min-width: ${breakpoints.small}px)`,
  medium: `screen and (min-width: ${breakpoints.medium}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
  xlarge: `screen and (min-width: ${breakpoints.xlarge}px)`,
} as const satisfies Record<Breakpoint, string>;

/** Media query for "narrower than this breakpoint" (the complement of `media[name]`). */
export function below(name: Breakpoint): string {
  return `screen and (max-width: ${breakpoints[name] - 0.02}px)`;
}

/** Media query for "at least `name`", the same as `media[name]`, for symmetry with `below`. */
export function atLeast(name: Breakpoint): string {
  return media[name];
}

export const prefersDark = "(prefers-color-scheme: dark)";
export const prefersReducedMotion = "(prefers-reduced-motion: reduce)";
