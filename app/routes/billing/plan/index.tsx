import { data, redirect } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { formatMoney } from "#app/domain/format.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import * as journeyStyles from "#app/components/step-page/StepPage.css.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { SupportPhone } from "#app/components/support-phone/SupportPhone.tsx";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { debitDuringPlan } from "#app/domain/direct-debit.ts";
import { loadStatus } from "#app/routes/billing/billing.server.ts";
import { centsToInput } from "#app/routes/billing/billing-rules.ts";
import * as styles from "#app/routes/billing/billing.css.ts";
import { StatusFailure } from "#app/routes/billing/status-failure.tsx";
import type { Route } from "./+types/index";
import { planStore } from "./journey.server.ts";
import { PLAN_URLS } from "./journey.ts";
import { instalmentWords } from "./plan.server.ts";
import { instalmentQuestion } from "./plan.schemas.ts";

// /billing/plan — "Need more time to pay?": how much can be paid each time, up to what is owed.
// The first question of the journey; after a request it starts a new one.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const [step, status] = await Promise.all([
    planStore.page(args, "instalment"),
    loadStatus(args.context.get(portalContext)),
  ]);
  const owedCents = status.ok ? status.value.balanceCents : 0;
  return data(
    {
      lastResult: step.lastResult,
      back: step.back,
      statusFailure: status.ok ? null : status,
      owed: status.ok && owedCents > 0 ? formatMoney(owedCents) : null,
      instalment: centsToInput(step.answers.instalmentCents ?? 0),
      ...instalmentWords(owedCents),
      // A direct debit is paused while the plan runs (docs/decisions/081); null without one.
      debit: status.ok ? debitDuringPlan(status.value) : null,
    },
    { status: step.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const step = await planStore.page(args, "instalment");
  const formData = await readForm(args.request);
  const status = await loadStatus(args.context.get(portalContext));
  if (!status.ok) {
    // Without the balance the amount cannot be checked: say why, keep what was typed.
    const typed = parseWithZod(formData, { schema: instalmentQuestion(0) });
    return planStore.askAgain(args, "instalment", formError(typed, status.message));
  }
  if (status.value.balanceCents <= 0) throw redirect(PLAN_URLS.instalment, 303);
  const submission = parseWithZod(formData, { schema: instalmentQuestion(status.value.balanceCents) });
  if (submission.status !== "success") return planStore.askAgain(args, "instalment", fieldErrors(submission));
  return planStore.answer(args, { ...step.answers, instalmentCents: submission.value.instalment });
}

const TITLE = "Need more time to pay?";

export default function PlanInstalment({ loaderData }: Route.ComponentProps) {
  const { owed, statusFailure, hardshipUrl, supportPhone } = loaderData;
  const [form, fields] = useForm<{ instalment: string }>({
    id: "payment-plan",
    lastResult: loaderData.lastResult,
    defaultValue: { instalment: loaderData.instalment },
    shouldValidate: "onSubmit",
  });
  const help = (
    <p className={styles.help}>
      Read our <a href={hardshipUrl}>Financial Hardship Policy</a>, or call us on <SupportPhone phone={supportPhone} />{" "}
      to talk it through.
    </p>
  );
  // Nothing owed, or the balance could not be loaded (and no post is waiting to be fixed): no question.
  if (!owed && !loaderData.lastResult) {
    return (
      <div className={journeyStyles.stack}>
        <PageTitle page={TITLE} />
        <BackLink to={loaderData.back} />
        <PageHeading>{TITLE}</PageHeading>
        {statusFailure ? (
          <StatusFailure failure={statusFailure} />
        ) : (
          <Alert type="info">You have nothing to pay right now.</Alert>
        )}
        {help}
      </div>
    );
  }
  return (
    <StepPage
      title={TITLE}
      back={loaderData.back}
      form={form}
      formProps={getFormProps(form)}
      intro={
        owed ? (
          <>
            You owe <strong>{owed}</strong>. Ask to pay it in instalments, or to pay it all at a later date. We will
            contact you about your request.
          </>
        ) : undefined
      }
      after={help}
    >
      {loaderData.debit ? <p data-testid="direct-debit">{loaderData.debit}</p> : null}
      <Field
        label="How much can you pay each time?"
        hint={loaderData.hint}
        meta={fields.instalment}
        inputProps={getInputProps(fields.instalment, { type: "text" })}
        inputMode="decimal"
        className={styles.medium}
      />
    </StepPage>
  );
}
