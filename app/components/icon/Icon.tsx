import sprite from "./icons.svg?no-inline";

/**
 * Icons (24×24, stroke = currentColor), drawn from one sprite file (./icons.svg, an asset the browser
 * caches), so their shapes are not part of any page's JavaScript. Always decorative: text next to
 * them carries the meaning.
 */
export const iconNames = [
  "check",
  "cross",
  "info",
  "warning",
  "error",
  "phone",
  "mail",
  "document",
  "link",
  "clock",
  "menu",
] as const;

export type IconName = (typeof iconNames)[number];

export function Icon({ name, className, size = 24 }: { name: IconName; className?: string; size?: number }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
