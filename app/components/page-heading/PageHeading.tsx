import type { ReactNode } from "react";
import * as styles from "./PageHeading.css.ts";

export type PageHeadingProps = {
  /** The page's single <h1>. */
  children: ReactNode;
  /** A line of text under the heading. */
  description?: ReactNode;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  id?: string;
};

export function PageHeading({ children, description, actions, id }: PageHeadingProps) {
  return (
    <div className={styles.wrapper}>
      <div>
        <h1 className={styles.heading} id={id}>
          {children}
        </h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
