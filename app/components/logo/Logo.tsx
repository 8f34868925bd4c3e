import * as styles from "./Logo.css.ts";

/** The built-in marks: the portal's own (connectivity) and the energy wholesaler's. */
export type LogoMark = "portal" | "energy";

export type LogoProps = {
  /** The brand's name: the logo's accessible name and its visible wordmark. */
  name: string;
  mark?: LogoMark;
  /** A logo file of the brand's own (same origin); it replaces mark and wordmark. */
  src?: string | null;
};

function Glyph({ mark }: { mark: LogoMark }) {
  if (mark === "energy") return <path className={styles.glyphFill} d="M18.5 4 8 18h7l-2 10 11-15h-7.5z" />;
  return (
    <>
      <circle className={styles.glyphFill} cx="16" cy="21.5" r="2.5" />
      <path className={styles.glyphStroke} d="M11.76 17.26a6 6 0 0 1 8.48 0" />
      <path className={styles.glyphStroke} d="M8.22 13.72a11 11 0 0 1 15.56 0" />
    </>
  );
}

/**
 * The brand's logo: an inline SVG mark in the theme's brand colours beside the brand's name. The
 * mark is the image a screen reader names; the wordmark repeats that name for the eye only, so
 * the name is read once.
 */
export function Logo({ name, mark = "portal", src }: LogoProps) {
  if (src) return <img className={styles.image} src={src} alt={name} />;
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" role="img" aria-label={name} focusable="false">
        <rect className={styles.tile} width="32" height="32" rx="7" />
        <Glyph mark={mark} />
      </svg>
      <span className={styles.wordmark} aria-hidden="true">
        {name}
      </span>
    </span>
  );
}
