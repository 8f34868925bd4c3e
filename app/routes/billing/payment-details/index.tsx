import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { ButtonLink } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { portalContext } from "#app/lib/portal.server.ts";
import { attempt, summariseMethod } from "#app/routes/billing/billing.server.ts";
import * as styles from "#app/routes/billing/billing.css.ts";
import { BILLING_URLS } from "#app/routes/billing/urls.ts";
import type { Route } from "./+types/index";
import { CARD_URLS, DIRECT_DEBIT_URLS, STOP_DIRECT_DEBIT_URLS } from "./journey.ts";
import { loadAvailableMethods } from "./payment-details.server.ts";

// /billing/payment-details — how the account pays now (masked), and the ways to change it: "Pay by
// card" (…/card) and "Pay by direct debit" (…/direct-debit), each a journey (./journey.ts) that
// ends back here.

export const headers = journeyHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const [status, { methods, available, offered }] = await Promise.all([
    attempt(portal.api.account.status()),
    loadAvailableMethods(portal),
  ]);
  return {
    // Masked only: brand and last 4 digits, or BSB and last 3 digits. No expiry dates.
    current: status.ok ? ({ ok: true, value: summariseMethod(status.value.paymentMethod) } as const) : status,
    available: methods.ok ? ({ ok: true, value: available } as const) : methods,
    canUseCard: offered("card"),
    canUseDirectDebit: offered("directDebit"),
  };
}

export default function PaymentDetails({ loaderData }: Route.ComponentProps) {
  const { current, available, canUseCard, canUseDirectDebit } = loaderData;
  const others = available.ok ? available.value.filter((m) => m.code !== "card" && m.code !== "directDebit") : [];
  return (
    <div className={styles.narrow}>
      <PageTitle page="Payment details" />
      <div>
        <BackLink to={BILLING_URLS.overview}>Back to billing</BackLink>
        <PageHeading>Payment details</PageHeading>
      </div>
      <Card title="How you pay now">
        {current.ok ? (
          <>
            <p className={styles.methodLine} data-testid="current-method">
              {current.value.label}
            </p>
            {current.value.type === "directDebit" ? (
              <p className={styles.help}>
                {current.value.name}, BSB {current.value.bsb}
              </p>
            ) : current.value.type === "card" && current.value.name ? (
              <p className={styles.help}>Name on card: {current.value.name}</p>
            ) : null}
          </>
        ) : (
          <FailureNotice title="We could not load your payment details" failure={current} />
        )}
      </Card>
      <Card title="Change how you pay">
        {!available.ok ? (
          <FailureNotice title="We could not load the ways you can pay" failure={available} type="warning" />
        ) : null}
        <div className={styles.actions}>
          {canUseCard ? <ButtonLink to={CARD_URLS.card}>Pay by card</ButtonLink> : null}
          {canUseDirectDebit ? (
            <ButtonLink to={DIRECT_DEBIT_URLS.account} variant="secondary">
              Pay by direct debit
            </ButtonLink>
          ) : null}
          {current.ok && current.value.type === "directDebit" ? (
            <ButtonLink to={STOP_DIRECT_DEBIT_URLS.how} variant="secondary">
              Stop direct debit
            </ButtonLink>
          ) : null}
        </div>
        {others.length > 0 ? (
          <>
            <p className={styles.help}>You can also pay each bill by:</p>
            <ul className={styles.list}>
              {others.map((m) => (
                <li key={m.code}>
                  {m.name}
                  {m.description ? `: ${m.description}` : ""}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Card>
    </div>
  );
}
