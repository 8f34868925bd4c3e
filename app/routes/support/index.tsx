import { Link, useLoaderData } from "react-router";
import { config } from "#app/lib/server-gateway.server.ts";
import { ButtonLink } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { capabilitiesOf } from "#app/domain/services.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { quietly } from "#app/lib/provider-outcome.server.ts";
import { outageNotice } from "#app/lib/outage-notice.server.ts";
import { OutageNoticeAlert } from "#app/components/outage-notice-alert/OutageNoticeAlert.tsx";
import type { Route } from "./+types/index";
import { ExternalLink } from "./support-links.tsx";
import { SupportPhone } from "#app/components/support-phone/SupportPhone.tsx";
import * as styles from "./support.css.ts";

/** /support (not MFA-gated, spec §4). Texts exactly as spec §2. */
export async function loader({ context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  // The list is loaded for the layout already (memoised); without it the page still helps.
  const service = await portal.selectedService().catch(quietly(undefined));
  // The outage home shows ("Outage in progress"), from the same check: the page must not seem to say none.
  const outage = await outageNotice(portal, service);
  return {
    outage,
    supportPhone: config.SUPPORT_PHONE,
    contactUrl: config.CONTACT_URL,
    hardshipPolicyUrl: config.HARDSHIP_POLICY_URL,
    complaintsPolicyUrl: config.COMPLAINTS_POLICY_URL,
    offersFaultReport: service ? capabilitiesOf(service).offersFaultReport : true,
  };
}

export default function Support() {
  const { supportPhone, contactUrl, hardshipPolicyUrl, complaintsPolicyUrl, offersFaultReport, outage } =
    useLoaderData<typeof loader>();
  return (
    <div className={styles.stack}>
      <PageTitle page="Support" />
      <PageHeading>Support</PageHeading>
      {outage ? (
        <OutageNoticeAlert outage={outage} advice="You do not need to report it: we are working on it already." />
      ) : null}
      <Card title="Support Options">
        <ul className={styles.list}>
          <li>
            Phone: <SupportPhone phone={supportPhone} />
          </li>
          <li>
            <ExternalLink href={contactUrl}>Contact us</ExternalLink>
          </li>
        </ul>
      </Card>
      <Card title="Policies & Documents">
        <ul className={styles.list}>
          <li>
            <ExternalLink href={hardshipPolicyUrl}>Financial Hardship Policy</ExternalLink>
          </li>
          <li>
            <ExternalLink href={complaintsPolicyUrl}>Complaints Handling Policy</ExternalLink>
          </li>
        </ul>
      </Card>
      <div className={styles.actions}>
        <ButtonLink to="/support/new-complaint">Make a Complaint</ButtonLink>
        {offersFaultReport ? (
          <ButtonLink to="/support/report-fault" variant="secondary">
            Report a Fault
          </ButtonLink>
        ) : null}
        <ButtonLink to="/support/new-ticket" variant="secondary">
          Lodge a support ticket
        </ButtonLink>
      </div>
      <Card title="Active Faults">
        <ul className={styles.list}>
          {outage ? (
            <li>
              Outage in progress: {outage.title}. <Link to="/home/outages">See the outage</Link>
            </li>
          ) : null}
          <li>No active faults found</li>
        </ul>
        <p>
          <Link to="/requests">See your requests and orders</Link>
        </p>
      </Card>
    </div>
  );
}
