import * as styles from "./SkipLink.css.ts";

export type SkipLinkProps = {
  /** Fragment of the main landmark; `#main-content` (AppShell's <main>) by default. */
  href?: string;
  children?: string;
};

/** First focusable element of every page: lets keyboard users jump past the header and navigation. */
export function SkipLink({ href = "#main-content", children = "Skip to main content" }: SkipLinkProps) {
  // A plain <a>: a same-page fragment works without JS and needs no router navigation.
  return (
    <a href={href} className={styles.skipLink}>
      {children}
    </a>
  );
}
