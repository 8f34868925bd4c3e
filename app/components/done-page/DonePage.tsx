import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import * as styles from "./DonePage.css.ts";

export type DoneLink = { to: string; label: string };

export type DonePageProps = {
  /** What happened, as the page's title and <h1>: "Cancellation requested". */
  title: string;
  /** A line under the heading (the service, the amount). */
  description?: ReactNode;
  /**
   * The card with what to keep: its title, a line before the reference, the reference itself
   * (large; `testId` names it for tests), and what the card says after it.
   */
  reference?: { title?: string; lead?: string; value?: string; testId?: string; children?: ReactNode };
  /** What follows the reference: a summary, what happens next. */
  children?: ReactNode;
  /** Where to go from here. */
  links?: readonly DoneLink[];
  /** The one thing to do next, as a button ("Sign in", "Continue"). */
  next?: DoneLink;
};

/**
 * The last page of a task (GOV.UK "confirmation page"): what happened, the reference the provider
 * gave (from server state, never from the URL), what happens next, and where to go from here.
 */
export function DonePage({ title, description, reference, children, links, next }: DonePageProps) {
  return (
    <div className={styles.stack}>
      <PageTitle page={title} />
      <PageHeading description={description}>{title}</PageHeading>
      {reference ? (
        <Card title={reference.title}>
          {reference.lead ? <p>{reference.lead}</p> : null}
          {reference.value ? (
            <p className={styles.reference} data-testid={reference.testId}>
              {reference.value}
            </p>
          ) : null}
          {reference.children}
        </Card>
      ) : null}
      {children}
      {next ? (
        <p>
          <ButtonLink to={next.to}>{next.label}</ButtonLink>
        </p>
      ) : null}
      {links?.length ? (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
