import { useId, type ReactNode } from "react";
import * as styles from "./Card.css.ts";

export type CardProps = {
  /** Optional heading; when given, the card is a <section> labelled by it. */
  title?: ReactNode;
  /** Level of the title heading (2 by default). */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  className?: string;
  id?: string;
};

/** A bordered surface grouping related content. */
export function Card({ title, headingLevel = 2, children, className, id }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const classes = [styles.card, className].filter(Boolean).join(" ");
  if (title === undefined) {
    return (
      <div className={classes} id={id}>
        <div className={styles.body}>{children}</div>
      </div>
    );
  }
  return (
    <section className={classes} id={id} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
