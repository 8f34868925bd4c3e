import { data, Link } from "react-router";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { ButtonLink } from "#app/components/button/Button.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { technologyText } from "#app/domain/address.ts";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import * as styles from "#app/components/step-page/StepPage.css.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import type { Route } from "./+types/available";
import { addressUrl } from "./move-journey.ts";
import { movePage } from "./move-store.server.ts";
import { MOVE_URLS } from "./urls.ts";

// /move/available: what the new address qualifies for (qualified when the address was chosen).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { answers, status } = await movePage(args, "available");
  const a = answers.availability!;
  const technology = a.technology ? technologyText(a.technology) : null;
  return data(
    {
      label: answers.label!,
      addressUrl: addressUrl(answers),
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
    },
    { status },
  );
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
