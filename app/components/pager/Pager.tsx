import type { ReactNode } from "react";
import { Link } from "react-router";
import { visuallyHidden } from "#app/styles/global.css.ts";
import * as styles from "./Pager.css.ts";

export type PagerLink = {
  to: string;
  /** The visible words: "Previous" / "Next" by default, or e.g. "Previous month". */
  text?: string;
  /** Said to screen readers after the words, e.g. " page of transactions", so each link names its list. */
  hiddenText?: string;
};

export type PagerProps = {
  /** Names the navigation landmark, e.g. "Transactions". */
  label: string;
  previous?: PagerLink | null;
  next?: PagerLink | null;
  /** Where the reader is, e.g. "Page 2 of 5" (marked as the current page). */
  current?: ReactNode;
};

/**
 * Previous / next links (GOV.UK pagination, the short form) in a named <nav>. Each part is a list
 * item, so text browsers and screen readers keep "Previous" and "Next" apart. Links keep the scroll
 * position: the reader stays on the list they were paging.
 */
export function Pager({ label, previous, next, current }: PagerProps) {
  if (!previous && !next && current === undefined) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <ul className={styles.list}>
        {previous ? (
          <li>
            <Link to={previous.to} rel="prev" preventScrollReset>
              {previous.text ?? "Previous"}
              {previous.hiddenText ? <span className={visuallyHidden}>{previous.hiddenText}</span> : null}
            </Link>
          </li>
        ) : null}
        {current !== undefined ? <li aria-current="page">{current}</li> : null}
        {next ? (
          <li>
            <Link to={next.to} rel="next" preventScrollReset>
              {next.text ?? "Next"}
              {next.hiddenText ? <span className={visuallyHidden}>{next.hiddenText}</span> : null}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * The parts of a numbered pager: "Page 2 of 5" and links to the pages either side; nothing for a
 * list of one page. `of` names the list for screen readers ("Previous page of transactions").
 */
export function pageLinks({
  page,
  pageCount,
  href,
  of,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  of: string;
}): Pick<PagerProps, "previous" | "next" | "current"> {
  if (pageCount <= 1) return {};
  const hiddenText = ` page of ${of}`;
  return {
    previous: page > 1 ? { to: href(page - 1), hiddenText } : null,
    next: page < pageCount ? { to: href(page + 1), hiddenText } : null,
    current: `Page ${page} of ${pageCount}`,
  };
}
