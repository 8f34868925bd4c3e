import { Link } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { displayPhone } from "#app/domain/phone.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import * as styles from "#app/components/step-page/StepPage.css.ts";
import type { Route } from "./+types/done";
import { simStore } from "./sim-store.server.ts";

// /activate-sim/done: the activation's reference and status (submit-activation's answer, as the
// check page's post recorded it).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const done = await simStore.confirmation(args);
  // The number as people write it (0412 345 678), worded here so the page ships no phone rules.
  return { ...done, phoneNumber: done.phoneNumber ? displayPhone(done.phoneNumber) : done.phoneNumber };
}

export default function Done({ loaderData }: Route.ComponentProps) {
  const { reference, status, nextStep, serviceStatus, phoneNumber, message, serviceCode } = loaderData;
  return (
    <div className={styles.stack}>
      <PageTitle page="SIM activation requested" />
      <PageHeading>SIM activation requested</PageHeading>
      <Card>
        <p>Your reference number is</p>
        <p className={styles.reference}>{reference}</p>
        <p>Keep it: quote it whenever you contact us about this activation.</p>
      </Card>
      <SummaryList
        rows={[
          { key: "Service", value: serviceCode },
          { key: "Status", value: status },
          serviceStatus ? { key: "Service status", value: serviceStatus } : null,
          phoneNumber ? { key: "Your mobile number", value: phoneNumber } : null,
        ]}
      />
      <Card title="What happens next">
        {nextStep ? <p>{nextStep}</p> : null}
        {message ? <p>{message}</p> : null}
        {loaderData.kept ? (
          <p>
            Keep your old SIM in your phone until it stops working: that is when your number has moved. Then put the new
            SIM in and restart your phone.
          </p>
        ) : (
          <p>Put the new SIM in your phone now and restart it. We have sent the details to your email.</p>
        )}
      </Card>
      <p>
        <Link to="/requests">Follow it in your requests</Link>
      </p>
      <p>
        <Link to="/home">Back to your services</Link>
      </p>
    </div>
  );
}
