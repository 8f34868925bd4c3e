import type { ReactNode } from "react";
import { useLoaderData } from "react-router";
import { ButtonLink, Card, PageHeading } from "#app/components/index.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { portalContext } from "#app/lib/portal.server.ts";
import type { Route } from "./+types/index";
import { MESSAGE_TYPE_LABELS, MESSAGE_TYPES, displayPhone } from "./profile-form.ts";
import { loadProfile } from "./profile.server.ts";
import * as styles from "./profile.css.ts";

/** /profile (MFA-gated, spec §4): the profile and its contacts, loaded fresh on every visit. */
export async function loader({ context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const { profile, contacts } = await loadProfile(portal);
  const messageType = MESSAGE_TYPES.find((t) => t.toLowerCase() === profile.preferredMessageType.toLowerCase());
  return {
    accountCode: profile.accountCode,
    name: [profile.firstName, profile.lastName].filter(Boolean).join(" "),
    email: profile.email,
    preferredMessageType: messageType ? MESSAGE_TYPE_LABELS[messageType] : profile.preferredMessageType,
    contacts: contacts.map((c) => ({
      id: c.id,
      contactType: c.contactType,
      name: [c.firstName, c.lastName].filter(Boolean).join(" "),
      email: c.email ?? null,
      phoneMobile: c.phoneMobile ? displayPhone(c.phoneMobile) : null,
      phoneHome: c.phoneHome ? displayPhone(c.phoneHome) : null,
    })),
  };
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

const notGiven = <span className={styles.muted}>Not given</span>;

export default function Profile() {
  const { accountCode, name, email, preferredMessageType, contacts } = useLoaderData<typeof loader>();
  return (
    <div className={styles.stack}>
      <PageTitle page="Profile" />
      <PageHeading actions={<ButtonLink to="/profile/edit">Edit profile</ButtonLink>}>Profile</PageHeading>
      <Card title="Account">
        <dl className={styles.summary}>
          <Row term="Account code">{accountCode}</Row>
          <Row term="Name">{name || notGiven}</Row>
          <Row term="Email">{email}</Row>
          <Row term="Preferred message type">{preferredMessageType}</Row>
        </dl>
      </Card>
      <Card title="Contacts">
        {contacts.length === 0 ? (
          <p>There are no contacts on your account.</p>
        ) : (
          contacts.map((contact, index) => (
            <section key={contact.id} aria-labelledby={`contact-${contact.id}`}>
              <h3 id={`contact-${contact.id}`}>
                {contact.name || `Contact ${index + 1}`}
                {index === 0 ? " (main contact)" : ""}
              </h3>
              <dl className={styles.summary}>
                <Row term="Contact type">{contact.contactType}</Row>
                <Row term="Mobile">{contact.phoneMobile ?? notGiven}</Row>
                <Row term="Home phone">{contact.phoneHome ?? notGiven}</Row>
                <Row term="Contact email">{contact.email ?? notGiven}</Row>
              </dl>
            </section>
          ))
        )}
      </Card>
    </div>
  );
}
