import { Form, Link } from "react-router";
import {
  BackLink,
  Button,
  Card,
  CheckYourAnswers,
  DateInput,
  ErrorSummary,
  PageHeading,
} from "#app/components/index.ts";
import { CurrentPasswordField } from "#app/lib/current-password-field.tsx";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { CheckData, DateStepData, Facts } from "./cancel.tsx";
import type { CancelConfirmFields, CancelDateFields } from "./cancel.schemas.ts";
import * as styles from "./services.css.ts";

// The cancellation's date and check steps (routes/home/cancel.tsx).

const PASSWORD_HINT = "We ask for it because cancelling stops your service.";

const loadDateCheck = () => import("./cancel.client.ts").then((m) => m.validateCancelDate);
const loadConfirmCheck = () => import("./cancel.client.ts").then((m) => m.validateCancelConfirm);

export function DateStep({ step, result, facts }: { step: DateStepData; result: unknown; facts: Facts }) {
  const busy = useIsPending({ intent: "cancel-date" });
  const [form, fields] = useForm<CancelDateFields>({
    id: "cancel-date",
    lastResult: result as never,
    constraint: step.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("cancel-date", loadDateCheck),
  });
  return (
    <>
      <PageTitle page="When should we cancel it?" hasError={!form.valid} />
      <BackLink to="/home/cancel">Back</BackLink>
      <PageHeading description={facts.service.name}>When should we cancel it?</PageHeading>
      <ErrorSummary form={form} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="cancel-date" />
        <input type="hidden" name="reason" value={step.reason} />
        <DateInput legend="Cancellation date" hint={step.hint} meta={fields.cancellationDate} />
        <Button type="submit" disabled={busy}>
          Continue
        </Button>
      </Form>
    </>
  );
}

export function CheckStep({ step }: { step: CheckData }) {
  const busy = useIsPending({ intent: "cancel-confirm" });
  const [form, fields] = useForm<CancelConfirmFields>({
    id: "cancel-confirm",
    lastResult: step.result ?? undefined,
    constraint: step.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("cancel-confirm", loadConfirmCheck),
  });
  const { facts, shown, answers } = step;
  return (
    <>
      <PageTitle page="Check your cancellation" hasError={!form.valid} />
      <BackLink to={`/home/cancel?reason=${encodeURIComponent(answers.reason)}`}>Back</BackLink>
      <PageHeading description={facts.service.name}>Check your cancellation</PageHeading>
      <ErrorSummary form={form} />
      <Card>
        <CheckYourAnswers
          rows={[
            { key: "Service", value: facts.service.name },
            { key: "Reason", value: shown.reason, change: { to: "/home/cancel", what: "the reason" } },
            {
              key: "Cancellation date",
              value: shown.date,
              change: {
                to: `/home/cancel?reason=${encodeURIComponent(answers.reason)}`,
                what: "the cancellation date",
              },
            },
            { key: "Early-exit fee", value: facts.fee },
            { key: "Hardware to return", value: facts.hardware },
            { key: "You lose", value: facts.lose.join(" ") },
          ]}
        />
      </Card>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="cancel-confirm" />
        <input type="hidden" name="reason" value={answers.reason} />
        <input type="hidden" name="cancellationDate" value={answers.cancellationDate} />
        <CurrentPasswordField meta={fields.currentPassword} hint={PASSWORD_HINT} />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? "Cancelling…" : "Cancel the service"}
          </Button>
          <Link to="/home">Keep the service</Link>
        </div>
      </Form>
    </>
  );
}
