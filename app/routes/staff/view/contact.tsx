import { Form } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";

export type ContactShown = {
  name: string;
  accountCode: string;
  /** Partly masked unless this answer is a Reveal's. */
  email: { shown: string; revealed: boolean } | null;
  mobile: { shown: string; revealed: boolean } | null;
};

/** A Reveal button: a POST, recorded in the audit trail, its value shown in its answer only. */
function Reveal({ field, label }: { field: "email" | "phone"; label: string }) {
  return (
    <Form method="post" action="/staff/view/reveal" reloadDocument>
      <input type="hidden" name="field" value={field} />
      <Button type="submit" size="small" variant="secondary" aria-label={label}>
        Reveal
      </Button>
    </Form>
  );
}

/** The customer's name and contact details: email and mobile partly masked, each with Reveal. */
export function ContactDetails({ contact }: { contact: ContactShown }) {
  return (
    <section aria-labelledby="contact-heading">
      <h2 id="contact-heading">Customer</h2>
      <SummaryList
        rows={[
          { key: "Name", value: contact.name },
          { key: "Account", value: contact.accountCode },
          contact.email && {
            key: "Email",
            value: contact.email.shown,
            action: contact.email.revealed ? null : <Reveal field="email" label="Reveal the email address" />,
          },
          contact.mobile && {
            key: "Mobile",
            value: contact.mobile.shown,
            action: contact.mobile.revealed ? null : <Reveal field="phone" label="Reveal the mobile number" />,
          },
        ]}
      />
    </section>
  );
}
