import { randomUUID } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { lazy } from "react";
import { data, redirect } from "react-router";
import { Alert, ButtonLink, Card, PageHeading } from "#app/components/index.ts";
import { maskAccount } from "#app/lib/card.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { type Portal, portalContext } from "#app/lib/portal.server.ts";
import { attempt, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import { checkCurrentPassword, reauthReply } from "#app/lib/reauth.server.ts";
import type { RouteHandle } from "#app/lib/tag-manager.tsx";
import type { Route } from "./+types/payment-details";
import {
  cardSaveDetailsSchema,
  cardSaveSchema,
  cardUpdateSchema,
  ddCheckSchema,
  ddSaveDetailsSchema,
  ddSaveSchema,
} from "./billing-forms.ts";
import { BackLink, PAYMENT_DETAILS_PAGE as PAGE } from "./billing-parts.tsx";
import { formErrorResult, HIDDEN_ON_ERROR } from "./billing-rules.ts";
import {
  cardAttempts,
  cardFailureMessage,
  failureStatus,
  logBillingEvent,
  providerStatus,
  readForm,
  summariseMethod,
  tokeniseCard,
  TOO_MANY_CARD_ATTEMPTS,
} from "./billing.server.ts";
import * as styles from "./billing.css.ts";
// The stylesheets of the lazily rendered forms, linked with the page so the server's HTML is
// styled before any JavaScript runs (and without it). Add one here when the forms start using a
// component with a stylesheet of its own.
import "#app/components/ErrorSummary.css.ts";
import "#app/components/Field.css.ts";

/** This page carries card fields: no third-party tag manager on it, never cached (issue 6). */
export const handle: RouteHandle = { noTagManager: true };
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

type Method = "card" | "directDebit";

function methodOf(url: URL): Method | null {
  const method = url.searchParams.get("method");
  return method === "card" || method === "directDebit" ? method : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const [status, methods] = await Promise.all([
    attempt(portal.api.account.status()),
    attempt(portal.api.lookup.availablePaymentMethods()),
  ]);
  const available = methods.ok ? methods.value.availablePaymentMethods : [];
  const offered = (code: Method) => !methods.ok || available.some((m) => m.code === code);
  const requested = methodOf(new URL(request.url));
  return {
    // Masked only: brand and last 4 digits, or BSB and last 3 digits. No expiry dates.
    current: status.ok ? ({ ok: true, value: summariseMethod(status.value.paymentMethod) } as const) : status,
    available: methods.ok ? ({ ok: true, value: available } as const) : methods,
    canUseCard: offered("card"),
    canUseDirectDebit: offered("directDebit"),
    method: requested && offered(requested) ? requested : null,
    constraint: { directDebit: getZodConstraint(ddCheckSchema) },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const formData = await readForm(request);
  switch (formData.get("intent")) {
    case "card-check":
      return cardCheck(portal, formData);
    case "card-save":
      return cardSave(portal, formData);
    case "dd-check":
      return ddCheck(formData);
    case "dd-edit":
      return data({ view: "directDebit" as const, result: ddEditResult(formData) });
    case "dd-save":
      return ddSave(portal, formData);
    default:
      throw data({ message: "Unknown form" }, { status: 400 });
  }
}

async function cardCheck(portal: Portal, formData: FormData) {
  const submission = parseWithZod(formData, { schema: cardUpdateSchema });
  const failed = (result: SubmissionResult<string[]>, status: number) =>
    data({ view: "card" as const, result, attempt: randomUUID() }, { status });
  if (submission.status !== "success") return failed(submission.reply({ hideFields: HIDDEN_ON_ERROR }), 400);
  const { intent: _intent, ...card } = submission.value;
  try {
    const { accountCode } = await portal.profile();
    if (!cardAttempts.hit(accountCode)) {
      logBillingEvent(portal, "card-tokenise", "rate-limited");
      return failed(submission.reply({ formErrors: [TOO_MANY_CARD_ATTEMPTS], hideFields: HIDDEN_ON_ERROR }), 429);
    }
    const { cardToken, cardLabel } = await tokeniseCard(portal, card);
    logBillingEvent(portal, "card-tokenise", "success");
    return data({ view: "card-confirm" as const, cardToken, cardLabel, error: null, result: null });
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "card-tokenise", "failure", { status: providerStatus(error) });
    const message = cardFailureMessage(error, "We could not check your card");
    return failed(submission.reply({ formErrors: [message], hideFields: HIDDEN_ON_ERROR }), failureStatus(error));
  }
}

/**
 * "Save payment details" for a card: the current password typed on the check step is checked
 * with the provider (re-authentication, DESIGN §4) before the card is saved. A missing or wrong
 * password shows the check step again, the card kept and the password empty.
 */
async function cardSave(portal: Portal, formData: FormData) {
  const parsed = cardSaveDetailsSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return data(
      {
        view: "card" as const,
        result: formErrorResult("We could not read your card. Enter the card details again.", {}),
        attempt: randomUUID(),
      },
      { status: 400 },
    );
  }
  const { cardToken, cardLabel } = parsed.data;
  const confirm = (status: number, result: SubmissionResult<string[]> | null, error: string | null = null) =>
    data({ view: "card-confirm" as const, cardToken, cardLabel, error, result }, { status });

  const submission = parseWithZod(formData, { schema: cardSaveSchema });
  if (submission.status !== "success") return confirm(400, submission.reply({ hideFields: HIDDEN_ON_ERROR }));
  const refused = await checkCurrentPassword(portal, submission.value.currentPassword, "payment-details");
  if (refused) {
    logBillingEvent(portal, "update-payment-details", "reauth-refused", { status: refused.status });
    return confirm(refused.status, reauthReply(submission, refused, HIDDEN_ON_ERROR));
  }
  try {
    const answer = await portal.api.account.updateCreditCard({ cardToken });
    logBillingEvent(portal, "update-payment-details", "success");
    portal.session.flash("alert", {
      type: "success",
      message: `Your payment details have been updated. You now pay by ${summariseMethod(answer.paymentMethod).label}.`,
    });
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "update-payment-details", "failure", { status: providerStatus(error) });
    return confirm(failureStatus(error), null, cardFailureMessage(error, "We could not update your payment details"));
  }
  throw redirect(PAGE, 303);
}

function ddEditResult(formData: FormData): SubmissionResult<string[]> {
  // Back to the form with the name and BSB; the account number is typed again (never echoed).
  const initialValue: Record<string, string> = {};
  for (const name of ["accountName", "bsb"]) {
    const value = formData.get(name);
    if (typeof value === "string") initialValue[name] = value.slice(0, 40);
  }
  return { initialValue };
}

function ddCheck(formData: FormData) {
  const submission = parseWithZod(formData, { schema: ddCheckSchema });
  if (submission.status !== "success") {
    return data({ view: "directDebit" as const, result: fieldErrors(submission) }, { status: 400 });
  }
  const { accountName, bsb, accountNumber } = submission.value;
  const accountLabel = maskAccount(accountNumber);
  return data({
    view: "dd-confirm" as const,
    accountName,
    bsb,
    accountNumber,
    accountLabel,
    error: null,
    result: null,
  });
}

/**
 * "Save payment details" for direct debit: the details come back from the check step's hidden
 * fields and are checked again; the current password typed there is checked with the provider
 * (re-authentication, DESIGN §4) before they are saved.
 */
async function ddSave(portal: Portal, formData: FormData) {
  const details = parseWithZod(formData, { schema: ddSaveDetailsSchema });
  if (details.status !== "success") {
    return data({ view: "directDebit" as const, result: fieldErrors(details) }, { status: 400 });
  }
  const { accountName, bsb, accountNumber } = details.value;
  const confirm = (status: number, result: SubmissionResult<string[]> | null, error: string | null = null) =>
    data(
      {
        view: "dd-confirm" as const,
        accountName,
        bsb,
        accountNumber,
        accountLabel: maskAccount(accountNumber),
        error,
        result,
      },
      { status },
    );

  const submission = parseWithZod(formData, { schema: ddSaveSchema });
  if (submission.status !== "success") return confirm(400, fieldErrors(submission));
  const refused = await checkCurrentPassword(portal, submission.value.currentPassword, "payment-details");
  if (refused) {
    logBillingEvent(portal, "update-payment-details", "reauth-refused", { status: refused.status });
    return confirm(refused.status, reauthReply(submission, refused));
  }
  try {
    const answer = await portal.api.account.updatePaymentDetails({
      type: "directDebit",
      accountName,
      bsb,
      accountNumber,
    });
    logBillingEvent(portal, "update-payment-details", "success");
    portal.session.flash("alert", {
      type: "success",
      message: `Your payment details have been updated. You now pay by ${summariseMethod(answer.paymentMethod).label}.`,
    });
  } catch (error) {
    rethrowUnauthorized(error);
    logBillingEvent(portal, "update-payment-details", "failure", { status: providerStatus(error) });
    return confirm(failureStatus(error), null, cardFailureMessage(error, "We could not update your payment details"));
  }
  throw redirect(PAGE, 303);
}

// ─── Page ───────────────────────────────────────────────────────────────────

type LoaderData = Route.ComponentProps["loaderData"];

/** The forms and check steps load only when shown; the server renders them too. */
const PaymentDetailsForm = lazy(() => import("./payment-details-forms.tsx"));

export default function PaymentDetails({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData?.view ?? loaderData.method ?? "overview";
  if (view === "overview") return <Overview loaderData={loaderData} />;
  return <PaymentDetailsForm loaderData={loaderData} actionData={actionData} />;
}

function Overview({ loaderData }: { loaderData: LoaderData }) {
  const { current, available, canUseCard, canUseDirectDebit } = loaderData;
  const others = available.ok ? available.value.filter((m) => m.code !== "card" && m.code !== "directDebit") : [];
  return (
    <div className={styles.narrow}>
      <PageTitle page="Payment details" />
      <div>
        <BackLink to="/billing">Back to billing</BackLink>
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
          <Alert type="danger" title="We could not load your payment details">
            {current.message}
          </Alert>
        )}
      </Card>
      <Card title="Change how you pay">
        {!available.ok ? (
          <Alert type="warning" title="We could not load the ways you can pay">
            {available.message}
          </Alert>
        ) : null}
        <div className={styles.actions}>
          {canUseCard ? <ButtonLink to={`${PAGE}?method=card`}>Pay by card</ButtonLink> : null}
          {canUseDirectDebit ? (
            <ButtonLink to={`${PAGE}?method=directDebit`} variant="secondary">
              Pay by direct debit
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
