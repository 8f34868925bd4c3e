import { Link, useLoaderData } from "react-router";
import { ButtonLink } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { portalContext } from "#app/lib/portal.server.ts";
import type { Route } from "./+types/index";
import { displayPhone } from "#app/domain/phone.ts";
import { MESSAGE_TYPE_LABELS, MESSAGE_TYPES } from "./profile-form.ts";
import { loadProfile } from "./profile.server.ts";
import * as styles from "./profile.css.ts";

/** /profile (MFA-gated, spec §4): the profile and its contacts, loaded fresh on every visit. */
export async function loader({ context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const { profile, contacts } = await loadProfile(portal);
  const messageType = MESSAGE_TYPES.find((t) => t.toLowerCase() === profile.preferredMessageType.toLowerCase());
  return {
    // What the provider said after MFA (routes/profile/password.tsx asks it again).
    noPassword: portal.session.get("passwordSet") === false,
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

const notGiven = <span className={styles.muted}>Not given</span>;

export default function Profile() {
  const { accountCode, name, email, preferredMessageType, contacts, noPassword } = useLoaderData<typeof loader>();
  return (
    <div className={styles.stack}>
      <PageTitle page="Profile" />
      <PageHeading actions={<ButtonLink to="/profile/edit">Edit profile</ButtonLink>}>Profile</PageHeading>
      <Card title="Account">
        <SummaryList
          rows={[
            { key: "Account code", value: accountCode },
            { key: "Name", value: name || notGiven },
            { key: "Email", value: email },
            { key: "Preferred message type", value: preferredMessageType },
          ]}
        />
      </Card>
      <Card title="Password">
        {noPassword ? (
          <p>
            You have no password yet: you sign in with emailed links. <Link to="/profile/password">Set a password</Link>
          </p>
        ) : (
          <p>
            <Link to="/profile/password">Change your password</Link>
          </p>
        )}
      </Card>
      <Card title="Notifications and bills">
        <p>
          <Link to="/profile/notifications">Choose data alerts, bill reminders and paper or email bills</Link>
        </p>
      </Card>
      <Card title="Account activity">
        <p>
          <Link to="/profile/activity">See your sign-ins and when our support team looked at your account</Link>
        </p>
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
              <SummaryList
                rows={[
                  { key: "Contact type", value: contact.contactType },
                  { key: "Mobile", value: contact.phoneMobile ?? notGiven },
                  { key: "Home phone", value: contact.phoneHome ?? notGiven },
                  { key: "Contact email", value: contact.email ?? notGiven },
                ]}
              />
            </section>
          ))
        )}
      </Card>
    </div>
  );
}
