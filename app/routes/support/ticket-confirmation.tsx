import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { SupportPhoneLink } from "./support-links.tsx";
import * as styles from "./support.css.ts";

/**
 * The confirmation of a support form (a complaint, a fault report, a support ticket): the
 * provider's reference, what happens next (`children`), how to call about it, and the way back
 * to Support. `about` names what was sent, as in "quote it whenever you contact us about this fault".
 */
export function TicketConfirmation({
  title,
  reference,
  about,
  supportPhone,
  children,
}: {
  title: string;
  reference: string;
  about: string;
  supportPhone: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.stack}>
      <PageTitle page={title} />
      <PageHeading>{title}</PageHeading>
      <Card>
        <p>Your reference number is</p>
        <p className={styles.reference}>{reference}</p>
        <p>Keep it: quote it whenever you contact us about {about}.</p>
      </Card>
      <Card title="What happens next">
        {children}
        <p>
          If you need to talk to us about {about}, call us on <SupportPhoneLink phone={supportPhone} /> and give your
          reference number.
        </p>
      </Card>
      <p>
        <Link to="/support">Back to Support</Link>
      </p>
    </div>
  );
}
