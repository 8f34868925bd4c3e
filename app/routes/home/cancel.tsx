import { data, Link } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { CANCEL_REASONS } from "#app/domain/cancellation.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/cancel";
import { cancelRefusal, serviceToCancel } from "./cancel.server.ts";
import { type CancelReasonFields, cancelDateBounds, cancelReasonSchema } from "./cancel.schemas.ts";
import { cancellationFacts } from "./cancellation.server.ts";
import { cancelStore } from "./journeys.server.ts";
import { SwitchedService } from "./service-notices.tsx";

// /home/cancel — "Cancel a service", its first question: why. What is lost, the early-exit fee
// and hardware to return are shown first. Then /home/cancel/date, /home/cancel/check (with the
// current password, decision 016) and /home/cancel/done. Behind the MFA gate (app/routes.ts).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const portal = args.context.get(portalContext);
  const service = await fromProvider(portal.selectedService());
  const refused = cancelRefusal(service);
  if (refused || !service) return { refused, step: null };
  const page = await cancelStore.page(args, "reason", service);
  const facts = await cancellationFacts(portal, service, cancelDateBounds().min);
  return data(
    {
      refused: null,
      step: {
        facts,
        reason: page.answers.reason ?? null,
        lastResult: page.lastResult,
        back: page.back,
        switchedFrom: page.switchedFrom,
        reasons: CANCEL_REASONS.map((r) => ({ value: r.value, label: r.label })),
        constraint: getZodConstraint(cancelReasonSchema),
      },
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { service } = await serviceToCancel(args);
  const { answers } = await cancelStore.page(args, "reason", service);
  const submission = parseWithZod(await readForm(args.request), { schema: cancelReasonSchema });
  if (submission.status !== "success") return cancelStore.askAgain(args, "reason", fieldErrors(submission), answers);
  return cancelStore.answer(args, { ...answers, reason: submission.value.reason });
}

type Step = NonNullable<Route.ComponentProps["loaderData"]["step"]>;

export default function Cancel({ loaderData }: Route.ComponentProps) {
  if (loaderData.refused || !loaderData.step) {
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
  return <ReasonStep step={loaderData.step} />;
}

/** What cancelling means, before the first question. */
function WhatYouLose({ facts }: { facts: Step["facts"] }) {
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

function ReasonStep({ step }: { step: Step }) {
  const [form, fields] = useForm<CancelReasonFields>({
    id: "cancel-reason",
    lastResult: step.lastResult,
    defaultValue: { reason: step.reason ?? undefined },
    constraint: step.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("cancel-reason", loadReasonCheck),
  });
  return (
    <StepPage
      title="Cancel a service"
      back={step.back}
      intro={step.facts.service.name}
      form={form}
      formProps={getFormProps(form)}
    >
      <SwitchedService from={step.switchedFrom} />
      <WhatYouLose facts={step.facts} />
      <RadioGroup legend="Why are you cancelling?" meta={fields.reason} options={step.reasons} />
    </StepPage>
  );
}
