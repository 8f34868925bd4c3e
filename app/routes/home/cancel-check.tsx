import { data, Link } from "react-router";
import { serviceName } from "#app/domain/services.ts";
import { CurrentPasswordField } from "#app/components/current-password-field/CurrentPasswordField.tsx";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { formatDay } from "#app/lib/dates/format.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import { checkCurrentPassword, reauthReply } from "#app/lib/reauth.server.ts";
import type { Route } from "./+types/cancel-check";
import { serviceToCancel } from "./cancel.server.ts";
import {
  CANCEL_REASON_REQUIRED,
  type CancelConfirmFields,
  cancelConfirmSchema,
  cancelDateProblem,
  isCancelReason,
} from "./cancel.schemas.ts";
import { cancellationFacts, shownAnswers } from "./cancellation.server.ts";
import { cancelJourney } from "./journeys.ts";
import { cancelStore, replyWith } from "./journeys.server.ts";
import * as styles from "./services.css.ts";

// /home/cancel/check — "Check your cancellation": the answers, what is lost, the early-exit fee
// and hardware to return for the chosen date, and the current password (decision 016). Sent once.

export const headers = journeyHeaders;

const PASSWORD_HINT = "We ask for it because cancelling stops your service.";

export async function loader(args: Route.LoaderArgs) {
  const { portal, service } = await serviceToCancel(args);
  const page = await cancelStore.page(args, "check", service);
  const { reason, cancellationDate } = page.answers as Required<typeof page.answers>;
  const facts = await cancellationFacts(portal, service, cancellationDate);
  return data(
    {
      facts,
      shown: shownAnswers({ reason, cancellationDate }),
      lastResult: page.lastResult,
      back: page.back,
      version: page.version,
      constraint: getZodConstraint(cancelConfirmSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { portal, service } = await serviceToCancel(args);
  const { answers } = await cancelStore.page(args, "check", service);
  const submission = parseWithZod(await readForm(args.request), { schema: cancelConfirmSchema });
  if (submission.status !== "success") return cancelStore.askAgain(args, "check", fieldErrors(submission));
  // The answers were checked when given; a date may have passed since: ask for it again.
  const { reason, cancellationDate } = answers as Required<typeof answers>;
  if (!isCancelReason(reason)) {
    return cancelStore.askAgain(args, "reason", replyWith({ reason: [CANCEL_REASON_REQUIRED] }), {
      serviceId: answers.serviceId,
    });
  }
  const dateProblem = cancelDateProblem(cancellationDate);
  if (dateProblem) {
    return cancelStore.askAgain(args, "date", replyWith({ cancellationDate: [dateProblem] }), {
      ...answers,
      cancellationDate: undefined,
    });
  }
  // The fee as the check page showed it, repeated on the confirmation (worked out before the service changes).
  const { fee } = await cancellationFacts(portal, service, cancellationDate);
  return cancelStore.sendOnce(args, async (finish) => {
    // Inside the claim: a double click checks the password once.
    const failure = await checkCurrentPassword(portal, submission.value.currentPassword, "cancellation");
    if (failure) return cancelStore.askAgain(args, "check", reauthReply(submission, failure));
    let reference: string;
    try {
      ({ reference } = await portal.api.account.cancelContract({ serviceId: service.id, reason, cancellationDate }));
    } catch (error) {
      return cancelStore.askAgain(args, "check", formError(submission, recoverable(error).customerMessage));
    }
    return finish({ service: serviceName(service), reference, date: formatDay(cancellationDate), fee });
  });
}

const loadConfirmCheck = () => import("./cancel.client.ts").then((m) => m.validateCancelConfirm);

export default function CancelCheck({ loaderData }: Route.ComponentProps) {
  const { facts, shown } = loaderData;
  const [form, fields] = useForm<CancelConfirmFields>({
    id: "cancel-confirm",
    lastResult: loaderData.lastResult,
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("cancel-confirm", loadConfirmCheck),
  });
  return (
    <div className={styles.stack}>
      <CheckPage
        version={loaderData.version}
        title="Check your cancellation"
        back={loaderData.back}
        caption={facts.service.name}
        form={form}
        formProps={getFormProps(form)}
        submit="Cancel the service"
        warning
        rows={[
          { key: "Service", value: facts.service.name },
          {
            key: "Reason",
            value: shown.reason,
            change: { to: withChange(cancelJourney.urls.reason, true), what: "the reason" },
          },
          {
            key: "Cancellation date",
            value: shown.date,
            change: { to: withChange(cancelJourney.urls.date, true), what: "the cancellation date" },
          },
          { key: "Early-exit fee", value: facts.fee },
          { key: "Hardware to return", value: facts.hardware },
          { key: "You lose", value: facts.lose.join(" ") },
        ]}
      >
        <CurrentPasswordField meta={fields.currentPassword} hint={PASSWORD_HINT} />
      </CheckPage>
      <p>
        <Link to="/home">Keep the service</Link>
      </p>
    </div>
  );
}
