import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { Alert, BackLink, Button, CheckYourAnswers, ErrorSummary, SummaryList } from "#app/components/index.ts";
import { minimumTermText } from "#app/domain/plans.ts";
import { qualifyAddress } from "#app/lib/address.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { providerFor } from "#app/lib/portal.server.ts";
import { isProviderError } from "#app/lib/provider-errors.server.ts";
import { customerMessageOf, fromProvider } from "#app/lib/provider-outcome.server.ts";
import { LIMIT_UNAVAILABLE_MESSAGE } from "#app/lib/rate-limit.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { Route } from "./+types/check";
import { claimJoin, firstOutcome, giveBackJoin, markJoined, STILL_JOINING } from "./join-once.server.ts";
import {
  countCreate,
  countStep,
  type JoinAnswers,
  journeyIdOf,
  readAnswers,
  requireAnswers,
  saveAnswers,
  storeFailed,
} from "./join-state.server.ts";
import { offerFor } from "./offer.server.ts";
import { connectionText, quoteRows } from "./quote.server.ts";
import { EMAIL_REGISTERED, JOIN_STEPS, withChange } from "./steps.ts";
import * as styles from "./signup.css.ts";

/** The quote and the plan's terms for the answers (in parallel): nothing is ordered yet. */
async function quoteAndTerms(request: Request, answers: JoinAnswers) {
  const api = providerFor(request);
  const plan = answers.plan!;
  return Promise.all([
    api.sale.broadbandQuote({ ...plan, locationId: answers.availability!.locationId ?? "" }),
    api.sale.broadbandTerms({
      code: plan.planCode,
      hardwareCode: plan.hardwareCode,
      voipCode: plan.voipCode,
      nbnLocId: answers.availability!.locationId ?? undefined,
    }),
  ]);
}

/** /signup/check, step 5: every answer with a Change link, the quote and the terms; "Confirm and join". */
export async function loader({ request }: Route.LoaderArgs) {
  await countStep();
  const answers = await readAnswers(request);
  requireAnswers(answers, ["address", "plan", "details"]);
  const [quote, terms] = await fromProvider(
    quoteAndTerms(request, answers).catch((error: unknown) => {
      // The plan is no longer sold there (the address was changed): ask for the plan again.
      if (isProviderError(error) && error.hasStatus(400, 404, 422))
        throw redirect(withChange(JOIN_STEPS.plan, true), 303);
      throw error;
    }),
  );
  const d = answers.details!;
  return {
    answers: {
      address: answers.address!.label,
      plan: quote.planName,
      hardware: answers.plan!.hardwareCode
        ? (quote.lines[1]?.description ?? answers.plan!.hardwareCode)
        : "No, I have my own modem",
      voip: answers.plan!.voipCode ? (quote.lines.at(-1)?.description ?? answers.plan!.voipCode) : "No home phone",
      name: `${d.firstName} ${d.lastName}`,
      email: d.email,
      mobile: d.mobile,
      dateOfBirth: formatDate(d.dateOfBirth),
    },
    quote: quoteRows(quote),
    term: minimumTermText(quote.minimumTermMonths),
    connection: connectionText(quote),
    terms: { title: terms.title, summary: terms.summary },
  };
}

const refused = (message: string, status: number) => data({ error: message }, { status });

export async function action({ request }: Route.ActionArgs) {
  await countStep();
  return confirmAndJoin(request);
}

/**
 * Opens the account once per journey (./join-once.server.ts): this post claims the journey, or
 * waits for the post that did and shows its confirmation. When that one failed and gave the claim
 * back, this one tries once itself, with the answers as they are now.
 */
async function confirmAndJoin(request: Request, retried = false): Promise<ReturnType<typeof refused>> {
  const answers = await readAnswers(request);
  if (answers.joined) throw redirect(JOIN_STEPS.done, 303);
  requireAnswers(answers, ["address", "plan", "details"]);
  // Answers were read, so the journey has an id.
  const journeyId = (await journeyIdOf(request))!;
  if (!(await claimJoin(journeyId))) {
    const first = await firstOutcome(journeyId);
    if (first === "joined") throw redirect(JOIN_STEPS.done, 303);
    if (first === "given-back" && !retried) return confirmAndJoin(request, true);
    return refused(STILL_JOINING, 503);
  }
  let opened = false;
  try {
    // Counted once the journey is claimed, so posts of one journey sent together count once.
    const verdict = await countCreate();
    if (verdict === "over") return refused("Too many accounts have been opened from here. Call us to join.", 429);
    if (verdict === "unavailable") return refused(LIMIT_UNAVAILABLE_MESSAGE, 503);
    const api = providerFor(request);
    const { address } = answers.address!;
    const plan = answers.plan!;
    const details = answers.details!;
    try {
      // Everything again, with the provider: what the address qualifies for today, and that the plan
      // and add-ons are still on offer there; the provider checks them once more when it creates the account.
      const availability = await qualifyAddress(api, address);
      const offer = await offerFor(api, availability);
      const offered =
        offer.plans.some((p) => p.code === plan.planCode) &&
        (!plan.hardwareCode || offer.hardware.some((h) => h.code === plan.hardwareCode)) &&
        (!plan.voipCode || offer.voip.some((v) => v.code === plan.voipCode));
      if (!offered) {
        const cookie = await saveAnswers(request, { ...answers, availability, plan: undefined });
        throw redirect(withChange(JOIN_STEPS.plan, true), { status: 303, headers: { "Set-Cookie": cookie } });
      }
      const quote = await api.sale.broadbandQuote({ ...plan, locationId: availability.locationId ?? "" });
      await Promise.all([
        api.sale.broadbandRegisterDetails({ quoteId: quote.quoteId, ...details }),
        api.sale.orderSummary({ ...plan, locationId: availability.locationId ?? "" }),
      ]);
      const created = await api.account.create({
        ...details,
        address: { ...address, locationId: availability.locationId },
        ...plan,
      });
      // From here on the account exists: the claim is never given back, so no repeat opens another.
      opened = true;
      const cookie = await saveAnswers(request, {
        joined: {
          accountCode: created.accountCode,
          email: details.email,
          planName: quote.planName,
          connectionDate: quote.connectionDate ?? null,
          technicianWindow: quote.technicianWindow ?? null,
          hardware: plan.hardwareCode ? (quote.lines[1]?.description ?? null) : null,
        },
      });
      await markJoined(journeyId).catch((error: unknown) => {
        throw storeFailed(error);
      });
      throw redirect(JOIN_STEPS.done, { status: 303, headers: { "Set-Cookie": cookie } });
    } catch (error) {
      if (error instanceof Response) throw error;
      if (isProviderError(error) && error.hasStatus(409)) return refused(EMAIL_REGISTERED, 409);
      return refused(customerMessageOf(error), isProviderError(error) && error.hasStatus(400, 422) ? 422 : 502);
    }
  } finally {
    if (!opened) await giveBackJoin(journeyId);
  }
}

export default function CheckStep() {
  const { answers, quote, term, connection, terms } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useIsPending({ state: "submitting" });
  const change = (path: string) => withChange(path, true);
  return (
    <div className={styles.stack}>
      <PageTitle page="Check your answers" hasError={Boolean(actionData?.error)} />
      <BackLink to={JOIN_STEPS.details} />
      <p className={styles.muted}>Step 5 of 5</p>
      <h1>Check your answers</h1>
      <ErrorSummary errors={actionData?.error ? [{ message: actionData.error }] : []} focusKey={actionData} />
      <section aria-labelledby="service-heading">
        <h2 id="service-heading">Your service</h2>
        <CheckYourAnswers
          rows={[
            { key: "Address", value: answers.address, change: { to: change(JOIN_STEPS.address), what: "address" } },
            { key: "Plan", value: answers.plan, change: { to: change(JOIN_STEPS.plan), what: "plan" } },
            { key: "Modem", value: answers.hardware, change: { to: change(JOIN_STEPS.plan), what: "modem" } },
            { key: "Home phone", value: answers.voip, change: { to: change(JOIN_STEPS.plan), what: "home phone" } },
          ]}
        />
      </section>
      <section aria-labelledby="details-heading">
        <h2 id="details-heading">Your details</h2>
        <CheckYourAnswers
          rows={[
            { key: "Name", value: answers.name, change: { to: change(JOIN_STEPS.details), what: "name" } },
            { key: "Email", value: answers.email, change: { to: change(JOIN_STEPS.details), what: "email" } },
            { key: "Mobile", value: answers.mobile, change: { to: change(JOIN_STEPS.details), what: "mobile" } },
            {
              key: "Date of birth",
              value: answers.dateOfBirth,
              change: { to: change(JOIN_STEPS.details), what: "date of birth" },
            },
          ]}
        />
      </section>
      <section aria-labelledby="quote-heading">
        <h2 id="quote-heading">Your quote</h2>
        <SummaryList rows={[...quote, { key: "Contract", value: term }]} />
        <p>{connection}</p>
      </section>
      <section aria-labelledby="terms-heading">
        <h2 id="terms-heading">{terms.title}</h2>
        <ul className={styles.list}>
          {terms.summary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {actionData?.error && <Alert type="danger">{actionData.error}</Alert>}
      <Form method="post" className={styles.actions}>
        <p>By confirming, you agree to the terms above and we open your account and order your service.</p>
        <Button type="submit" disabled={busy}>
          {busy ? "Joining…" : "Confirm and join"}
        </Button>
      </Form>
    </div>
  );
}
