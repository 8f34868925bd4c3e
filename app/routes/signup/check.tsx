import { data, redirect, useLoaderData } from "react-router";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { displayPhone } from "#app/domain/phone.ts";
import { minimumTermText } from "#app/domain/plans.ts";
import { qualifyAddress } from "#app/lib/address.server.ts";
import { formatDate } from "#app/lib/dates/format.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { audit, isProviderError, LIMIT_UNAVAILABLE_MESSAGE } from "#app/lib/server-gateway.server.ts";
import { providerFor } from "#app/lib/portal.server.ts";
import { customerMessageOf, fromProvider } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/check";
import { countCreate, countStep, joinStore, refusal } from "./join.server.ts";
import { EMAIL_REGISTERED, type JoinAnswers, JOIN_URLS } from "./journey.ts";
import { offerFor } from "./offer.server.ts";
import { connectionText, quoteRows } from "./quote.server.ts";
import * as styles from "./signup.css.ts";

export const headers = journeyHeaders;

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
export async function loader(args: Route.LoaderArgs) {
  await countStep();
  const step = await joinStore.page(args, "check");
  const { answers } = step;
  const [quote, terms] = await fromProvider(
    quoteAndTerms(args.request, answers).catch((error: unknown) => {
      // The plan is no longer sold there (the address was changed): ask for the plan again.
      if (isProviderError(error) && error.hasStatus(400, 404, 422))
        throw redirect(withChange(JOIN_URLS.plan, true), 303);
      throw error;
    }),
  );
  const d = answers.details!;
  return data(
    {
      back: step.back,
      version: step.version,
      lastResult: step.lastResult,
      answers: {
        address: answers.address!.label,
        plan: quote.planName,
        hardware: answers.plan!.hardwareCode
          ? (quote.lines[1]?.description ?? answers.plan!.hardwareCode)
          : "No, I have my own modem",
        voip: answers.plan!.voipCode ? (quote.lines.at(-1)?.description ?? answers.plan!.voipCode) : "No home phone",
        name: `${d.firstName} ${d.lastName}`,
        email: d.email,
        mobile: displayPhone(d.mobile),
        dateOfBirth: formatDate(d.dateOfBirth),
      },
      quote: quoteRows(quote),
      term: minimumTermText(quote.minimumTermMonths),
      connection: connectionText(quote),
      terms: { title: terms.title, summary: terms.summary },
    },
    { status: step.status },
  );
}

/**
 * "Confirm and join": opens the account once per journey, whichever instance each post reaches
 * (the journey is claimed in the store before the provider is asked anything; a repeat waits for
 * the first and follows it). Every answer is checked again with the provider first.
 */
export async function action(args: Route.ActionArgs) {
  await countStep();
  const { answers } = await joinStore.page(args, "check");
  await readForm(args.request);
  return joinStore.sendOnce(args, async (finish, keep) => {
    // Counted once the journey is claimed, so posts of one journey sent together count once.
    const verdict = await countCreate();
    if (verdict === "over") {
      audit("account.created", { outcome: "refused" });
      return joinStore.askAgain(
        args,
        "check",
        refusal("Too many accounts have been opened from here. Call us to join."),
      );
    }
    if (verdict === "unavailable") return joinStore.askAgain(args, "check", refusal(LIMIT_UNAVAILABLE_MESSAGE));
    let opened;
    try {
      opened = await openAccount(providerFor(args.request), answers, keep);
    } catch (error) {
      if (isProviderError(error) && error.hasStatus(409))
        return joinStore.askAgain(args, "check", refusal(EMAIL_REGISTERED));
      return joinStore.askAgain(args, "check", refusal(customerMessageOf(error)));
    }
    if (opened.kind === "not-offered") {
      const { availability } = opened;
      return joinStore.answer(args, { ...answers, availability, plan: undefined }, withChange(JOIN_URLS.plan, true));
    }
    const { quote, created } = opened;
    audit("account.created", { outcome: "ok", account: created.accountCode });
    return finish({
      accountCode: created.accountCode,
      email: answers.details!.email,
      planName: quote.planName,
      connectionDate: quote.connectionDate ?? null,
      technicianWindow: quote.technicianWindow ?? null,
      hardware: answers.plan!.hardwareCode ? (quote.lines[1]?.description ?? null) : null,
    });
  });
}

/**
 * Everything again, with the provider: what the address qualifies for today, and that the plan
 * and add-ons are still on offer there (the provider checks them once more when it creates the
 * account); then the account. `keep` is called as soon as it exists: nothing may open another,
 * whatever fails next. A provider failure is thrown.
 */
async function openAccount(api: ReturnType<typeof providerFor>, answers: JoinAnswers, keep: () => void) {
  const { address } = answers.address!;
  const plan = answers.plan!;
  const details = answers.details!;
  const availability = await qualifyAddress(api, address);
  const offer = await offerFor(api, availability);
  const offered =
    offer.plans.some((p) => p.code === plan.planCode) &&
    (!plan.hardwareCode || offer.hardware.some((h) => h.code === plan.hardwareCode)) &&
    (!plan.voipCode || offer.voip.some((v) => v.code === plan.voipCode));
  if (!offered) return { kind: "not-offered", availability } as const;
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
  keep();
  return { kind: "opened", quote, created } as const;
}

export default function CheckStep() {
  const { back, version, lastResult, answers, quote, term, connection, terms } = useLoaderData<typeof loader>();
  const [form] = useForm({ id: "join", lastResult });
  const change = (path: string) => withChange(path, true);
  return (
    <CheckPage
      version={version}
      back={back}
      caption="Step 5 of 5"
      form={form}
      formProps={{ ...getFormProps(form), noValidate: true }}
      submit="Confirm and join"
      rows={[
        { key: "Address", value: answers.address, change: { to: change(JOIN_URLS.address), what: "address" } },
        { key: "Plan", value: answers.plan, change: { to: change(JOIN_URLS.plan), what: "plan" } },
        { key: "Modem", value: answers.hardware, change: { to: change(JOIN_URLS.plan), what: "modem" } },
        { key: "Home phone", value: answers.voip, change: { to: change(JOIN_URLS.plan), what: "home phone" } },
        { key: "Name", value: answers.name, change: { to: change(JOIN_URLS.details), what: "name" } },
        { key: "Email", value: answers.email, change: { to: change(JOIN_URLS.details), what: "email" } },
        { key: "Mobile", value: answers.mobile, change: { to: change(JOIN_URLS.details), what: "mobile" } },
        {
          key: "Date of birth",
          value: answers.dateOfBirth,
          change: { to: change(JOIN_URLS.details), what: "date of birth" },
        },
      ]}
    >
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
      <p>By confirming, you agree to the terms above and we open your account and order your service.</p>
    </CheckPage>
  );
}
