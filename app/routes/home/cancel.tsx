import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link, redirect } from "react-router";
import {
  Alert,
  BackLink,
  Button,
  Card,
  ErrorSummary,
  PageHeading,
  RadioGroup,
  SummaryList,
} from "#app/components/index.ts";
import { CANCEL_REASONS } from "#app/domain/cancellation.ts";
import { capabilitiesOf } from "#app/domain/services.ts";
import { datePartsOf } from "#app/lib/date-input.ts";
import { formatDate } from "#app/lib/dates.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { type Portal, portalContext } from "#app/lib/portal.server.ts";
import { fromProvider, recoverable } from "#app/lib/provider-outcome.server.ts";
import { checkCurrentPassword, reauthReply } from "#app/lib/reauth.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { Service } from "#server/provider/schemas.ts";
import type { Route } from "./+types/cancel";
import {
  cancelDateBounds,
  cancelReasonSchema,
  type CancelReasonFields,
  createCancelConfirmSchema,
  createCancelDateSchema,
} from "./cancel.schemas.ts";
import { CheckStep, DateStep } from "./cancel-steps.tsx";
import { cancellationFacts, shownAnswers } from "./cancellation.server.ts";

// /home/cancel — "Cancel a service": why (radios), when (date), then check your
// answers with what is lost, the early-exit fee and hardware to return, and the current password
// (decision 016). Each step posts here; the answers so far travel in hidden fields and every step
// checks them all again. Behind the MFA gate (app/routes.ts).

/** A service that cannot be cancelled online, and why. */
function refusal(service: Service | null | undefined): string | null {
  if (!service) return "There are no services on your account.";
  const can = capabilitiesOf(service);
  if (can.isCancelled) return "This service is already cancelled.";
  if (can.cancellationPending) return "A cancellation has already been requested for this service.";
  return null;
}

function dateStep(reason: string) {
  const bounds = cancelDateBounds();
  return {
    view: "date" as const,
    reason,
    hint: `Choose a date from today to ${formatDate(bounds.max)}. For example, ${Number(datePartsOf(bounds.min).day)} ${Number(datePartsOf(bounds.min).month)} ${datePartsOf(bounds.min).year}`,
    constraint: getZodConstraint(createCancelDateSchema()),
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const service = await fromProvider(portal.selectedService());
  const refused = refusal(service);
  if (refused || !service) return { refused, facts: null, step: null, reasons: [] };
  // "Change" on the check step comes back here with the reason, to ask the date again.
  const reason = new URL(request.url).searchParams.get("reason");
  const known = CANCEL_REASONS.some((r) => r.value === reason);
  const facts = await cancellationFacts(portal, service, cancelDateBounds().min);
  return {
    refused: null,
    facts,
    step:
      known && reason
        ? dateStep(reason)
        : { view: "reason" as const, reason: null, constraint: getZodConstraint(cancelReasonSchema) },
    reasons: CANCEL_REASONS.map((r) => ({ value: r.value, label: r.label })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const formData = await request.formData();
  const service = await fromProvider(portal.selectedService());
  const refused = refusal(service);
  if (refused || !service) {
    portal.session.flash("alert", { type: "warning", message: refused ?? "This service cannot be cancelled online." });
    throw redirect("/home");
  }
  const intent = formData.get("intent");
  if (intent === "cancel-reason") {
    const submission = parseWithZod(formData, { schema: cancelReasonSchema });
    if (submission.status !== "success")
      return data({ view: "reason" as const, result: fieldErrors(submission) }, { status: 400 });
    return { ...dateStep(submission.value.reason), result: null };
  }
  if (intent === "cancel-date") {
    const submission = parseWithZod(formData, { schema: createCancelDateSchema() });
    if (submission.status !== "success") {
      return data(
        { ...dateStep(String(formData.get("reason") ?? "")), result: fieldErrors(submission) },
        { status: 400 },
      );
    }
    return checkStep(portal, service, submission.value, null, 200);
  }
  if (intent === "cancel-confirm") return confirm(portal, service, formData);
  return data({ view: "reason" as const, result: null }, { status: 400 });
}

async function checkStep(
  portal: Portal,
  service: Service,
  answers: { reason: string; cancellationDate: string },
  result: SubmissionResult<string[]> | null,
  status: number,
) {
  const facts = await cancellationFacts(portal, service, answers.cancellationDate);
  return data(
    {
      view: "check" as const,
      answers,
      shown: shownAnswers(answers),
      facts,
      result,
      constraint: getZodConstraint(createCancelConfirmSchema()),
    },
    { status },
  );
}

async function confirm(portal: Portal, service: Service, formData: FormData) {
  const submission = parseWithZod(formData, { schema: createCancelConfirmSchema() });
  if (submission.status !== "success") {
    const reason = String(formData.get("reason") ?? "");
    const date = String(formData.get("cancellationDate") ?? "");
    // A reason or date that no longer holds (a date now in the past): ask the date again.
    const answersBad = submission.error && ("reason" in submission.error || "cancellationDate" in submission.error);
    if (answersBad) return data({ ...dateStep(reason), result: fieldErrors(submission) }, { status: 400 });
    return checkStep(portal, service, { reason, cancellationDate: date }, fieldErrors(submission), 400);
  }
  const { reason, cancellationDate, currentPassword } = submission.value;
  const failure = await checkCurrentPassword(portal, currentPassword, "cancellation");
  if (failure)
    return checkStep(portal, service, { reason, cancellationDate }, reauthReply(submission, failure), failure.status);
  try {
    const answer = await portal.api.account.cancelContract({ serviceId: service.id, reason, cancellationDate });
    portal.session.flash("alert", {
      type: "success",
      message: `We have received your cancellation of ${service.code}. Your reference is ${answer.reference}. The service stops on ${formatDate(cancellationDate)}.`,
    });
  } catch (error) {
    const result = formError(submission, recoverable(error).customerMessage);
    return checkStep(portal, service, { reason, cancellationDate }, result, 502);
  }
  throw redirect("/requests");
}

type Loaded = Route.ComponentProps["loaderData"];
export type Facts = NonNullable<Loaded["facts"]>;

export default function Cancel({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.refused || !loaderData.facts || !loaderData.step) {
    return (
      <>
        <PageTitle page="Cancel a service" />
        <PageHeading>Cancel a service</PageHeading>
        <Alert type="warning" title="This service cannot be cancelled online">
          {loaderData.refused}
        </Alert>
        <p>
          <Link to="/requests">See your requests</Link>
        </p>
      </>
    );
  }
  const step = actionData ?? loaderData.step;
  if (step.view === "check" && "answers" in step) return <CheckStep step={step} />;
  if (step.view === "date" && "reason" in step && step.reason !== null) {
    return (
      <DateStep step={step as DateStepData} result={"result" in step ? step.result : null} facts={loaderData.facts} />
    );
  }
  return (
    <ReasonStep
      facts={loaderData.facts}
      reasons={loaderData.reasons}
      result={actionData && "result" in actionData && actionData.view === "reason" ? actionData.result : null}
      constraint={loaderData.step.constraint}
    />
  );
}

export type DateStepData = ReturnType<typeof dateStep>;
export type CheckData = Extract<Route.ComponentProps["actionData"], { view: "check" }>;

/** What cancelling means, before the first question. */
function WhatYouLose({ facts }: { facts: Facts }) {
  return (
    <Card title="What you lose">
      <ul>
        {facts.lose.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <SummaryList
        rows={[
          { key: "Early-exit fee", value: facts.fee },
          { key: "Hardware to return", value: facts.hardware },
        ]}
      />
      <p>
        Want to pay less or need something different? <Link to="/home/plan">Change your plan instead</Link>.
      </p>
    </Card>
  );
}

const loadReasonCheck = () => import("./cancel.client.ts").then((m) => m.validateCancelReason);

function ReasonStep({
  facts,
  reasons,
  result,
  constraint,
}: {
  facts: Facts;
  reasons: Loaded["reasons"];
  result: unknown;
  constraint: NonNullable<Loaded["step"]>["constraint"];
}) {
  const busy = useIsPending({ intent: "cancel-reason" });
  const [form, fields] = useForm<CancelReasonFields>({
    id: "cancel-reason",
    lastResult: result as never,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("cancel-reason", loadReasonCheck),
  });
  return (
    <>
      <PageTitle page="Cancel a service" hasError={!form.valid} />
      <BackLink to="/home">Back</BackLink>
      <PageHeading description={facts.service.name}>Cancel a service</PageHeading>
      <WhatYouLose facts={facts} />
      <ErrorSummary form={form} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="cancel-reason" />
        <RadioGroup legend="Why are you cancelling?" meta={fields.reason} options={reasons} />
        <Button type="submit" disabled={busy}>
          Continue
        </Button>
      </Form>
    </>
  );
}
