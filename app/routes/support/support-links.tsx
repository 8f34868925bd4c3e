import type { ReactNode } from "react";
import { Icon } from "#app/components/icon/Icon.tsx";
import { visuallyHidden } from "#app/styles/global.css.ts";
import * as styles from "./support.css.ts";

// The ways out of the support pages: the support number, and other sites.

/**
 * A link to another site. It opens in the same tab (GOV.UK: don't force new tabs) and says it
 * leads elsewhere: a link icon for sighted users and "(opens another site)" for screen readers,
 * so the spec's visible text stays exact. No referrer or opener is passed on.
 */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel="noopener noreferrer" className={styles.externalLink}>
      {children}
      <span className={visuallyHidden}> (opens another site)</span>
      <Icon name="link" size={16} />
    </a>
  );
}

/** The support number as a link that dials it ('1300 980 711' → tel:1300980711). */
export function SupportPhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>;
}
