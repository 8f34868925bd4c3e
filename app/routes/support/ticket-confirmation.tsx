import type { ReactNode } from "react";
import { Card } from "#app/components/card/Card.tsx";
import { DonePage } from "#app/components/done-page/DonePage.tsx";
import { SupportPhone } from "#app/components/support-phone/SupportPhone.tsx";

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
    <DonePage
      title={title}
      reference={{
        lead: "Your reference number is",
        value: reference,
        children: <p>Keep it: quote it whenever you contact us about {about}.</p>,
      }}
      links={[{ to: "/support", label: "Back to Support" }]}
    >
      <Card title="What happens next">
        {children}
        <p>
          If you need to talk to us about {about}, call us on <SupportPhone phone={supportPhone} /> and give your
          reference number.
        </p>
      </Card>
    </DonePage>
  );
}
