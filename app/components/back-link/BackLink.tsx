import type { ReactNode } from "react";
import { Link } from "react-router";
import * as styles from "./BackLink.css.ts";

export type BackLinkProps = {
  /** The previous step of the journey (a real URL: the browser's back button must agree with it). */
  to: string;
  /** "Back" by default; say where when it helps ("Back to billing"). */
  children?: ReactNode;
};

/**
 * GOV.UK back link, above the page's <h1>. The arrow is drawn by CSS and has no text, so screen
 * readers and text browsers read only the words.
 */
export function BackLink({ to, children = "Back" }: BackLinkProps) {
  return (
    <Link to={to} className={styles.backLink}>
      {children}
    </Link>
  );
}
