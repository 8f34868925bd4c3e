import { Link } from "react-router";
import { BackLink, ButtonLink, PageHeading, SummaryList } from "#app/components/index.ts";
import { technologyText } from "#app/domain/address.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { portalContext } from "#app/lib/portal.server.ts";
import * as styles from "#app/routes/activate-sim/activate-sim.css.ts";
import type { Route } from "./+types/available";
import { addressUrl, stepGuard } from "./journey.server.ts";
import { MOVE_URLS } from "./urls.ts";

// /move/available: what the new address qualifies for (qualified when the address was chosen).

export async function loader({ context }: Route.LoaderArgs) {
  const journey = await stepGuard(context.get(portalContext), "available");
  const a = journey.availability!;
  const technology = a.technology ? technologyText(a.technology) : null;
  return {
    label: journey.label!,
    addressUrl: addressUrl(journey),
    rows: [
      {
        key: "Broadband",
        value: technology
          ? `${technology.name}${a.maxDownloadMbps ? `, up to ${a.maxDownloadMbps} Mbps` : ""}${a.technicianRequired ? ". A technician needs to visit to connect it." : ""}`
          : "Not available",
      },
      { key: "Home phone", value: technology ? "Available with broadband" : "Not available" },
      { key: "Mobile coverage", value: a.mobile ? "Available" : "Not available" },
      { key: "Electricity", value: a.electricity ? "Available" : "Not available" },
      { key: "Gas", value: a.gas ? "Available" : "Not available" },
    ],
    meaning: technology?.meaning ?? null,
  };
}

export default function Available({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.stack}>
      <PageTitle page="What your new address can have" />
      <BackLink to={loaderData.addressUrl}>Back</BackLink>
      <PageHeading description={loaderData.label}>What your new address can have</PageHeading>
      <SummaryList rows={loaderData.rows} />
      {loaderData.meaning ? <p>{loaderData.meaning}</p> : null}
      <div className={styles.actions}>
        <ButtonLink to={MOVE_URLS.date}>Continue</ButtonLink>
        <Link to={MOVE_URLS.address}>Choose another address</Link>
      </div>
    </div>
  );
}
