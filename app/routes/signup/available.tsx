import { useLoaderData } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { ButtonLink } from "#app/components/button/Button.tsx";
import { CheckYourAnswers } from "#app/components/check-your-answers/CheckYourAnswers.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { technologyText } from "#app/domain/address.ts";
import { perMonth } from "#app/domain/plans.ts";
import { config } from "#app/lib/server-gateway.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { providerFor } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import type { Route } from "./+types/available";
import { countStep, joinStore } from "./join.server.ts";
import { JOIN_URLS, stepCaption } from "./journey.ts";
import { offerFor } from "./offer.server.ts";
import * as styles from "./signup.css.ts";

export const headers = journeyHeaders;

/** /signup/available, step 2: what the chosen address qualifies for, in words (shown, not asked). */
export async function loader(args: Route.LoaderArgs) {
  await countStep();
  const { answers, change, back } = await joinStore.page(args, "available");
  const availability = answers.availability!;
  const offer = await fromProvider(offerFor(providerFor(args.request), availability));
  const cheapest = offer.plans.length ? Math.min(...offer.plans.map((p) => p.monthlyPriceCents)) : null;
  return {
    change,
    back,
    address: answers.address!.label,
    technology: availability.technology ? technologyText(availability.technology) : null,
    planCount: offer.plans.length,
    from: cheapest === null ? null : perMonth(cheapest),
    others: offer.others.map((o) => ({
      kind: o.kind,
      from: perMonth(Math.min(...o.plans.map((p) => p.monthlyPriceCents))),
      names: o.plans.map((p) => p.name),
    })),
    supportPhone: config.SUPPORT_PHONE,
  };
}

export default function AvailableStep() {
  const { change, back, address, technology, planCount, from, others, supportPhone } = useLoaderData<typeof loader>();
  const broadband = technology !== null && planCount > 0;
  const title = broadband ? "What’s available at your address" : "No broadband at this address yet";
  return (
    <div className={styles.stack}>
      <PageTitle page={title} />
      <BackLink to={back} />
      <p className={styles.muted}>{stepCaption(2)}</p>
      <h1>{title}</h1>
      <CheckYourAnswers
        rows={[
          { key: "Address", value: address, change: { to: JOIN_URLS.address, what: "address" } },
          technology && { key: "Connection type", value: technology.name },
        ]}
      />
      {technology && (
        <section aria-labelledby="technology-heading">
          <h2 id="technology-heading">What {technology.name} means</h2>
          <p>{technology.meaning}</p>
        </section>
      )}
      {broadband ? (
        <p>
          {planCount === 1 ? "1 broadband plan is" : `${planCount} broadband plans are`} available here, from {from}.
        </p>
      ) : (
        <Alert
          type="info"
          title={others.length ? "Broadband is not available here" : "Nothing is available at this address yet"}
        >
          {others.length
            ? "We cannot connect broadband to this address yet, but other services are available."
            : "We cannot connect broadband, mobile or energy at this address yet. Check the address, or try another one."}
        </Alert>
      )}
      {others.length > 0 && (
        <section aria-labelledby="others-heading">
          <h2 id="others-heading">{broadband ? "Also available here" : "Available here"}</h2>
          <SummaryList rows={others.map((o) => ({ key: o.kind, value: `${o.names.join(", ")}: from ${o.from}` }))} />
          <p>
            To join with {others.map((o) => o.kind.toLowerCase()).join(" or ")}, call us on{" "}
            <a href={`tel:${supportPhone.replace(/\s/g, "")}`}>{supportPhone}</a>.
          </p>
        </section>
      )}
      <div className={styles.actions}>
        {broadband ? (
          <ButtonLink to={withChange(JOIN_URLS.plan, change)}>Choose a plan</ButtonLink>
        ) : (
          <ButtonLink to={JOIN_URLS.address} variant="secondary">
            Try another address
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
