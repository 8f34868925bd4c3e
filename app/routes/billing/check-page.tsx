import { type ReactNode, useEffect } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import {
  Alert,
  BackLink,
  CheckYourAnswers,
  type CheckYourAnswersRow,
  ErrorSummary,
  PageHeading,
} from "#app/components/index.ts";
import { type FormMetadata, getFormProps } from "#app/lib/form/client.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import * as styles from "./billing.css.ts";

/**
 * A billing check step (GOV.UK "check your answers"): what will be sent, with links to change it,
 * and the form that sends it to `action` (`children`: the hidden fields, any field still to fill
 * in, and the buttons). Nothing is sent before it. `error` is a failure of the final step (an
 * alert); a step with a field of its own (the current password) passes its `form`, whose errors the
 * error summary lists.
 */
export function CheckPage({
  title,
  back,
  action,
  error,
  rows,
  children,
  form,
}: {
  title: string;
  back: string;
  action: string;
  error: string | null | undefined;
  rows: readonly CheckYourAnswersRow[];
  children: ReactNode;
  form?: FormMetadata;
}) {
  return (
    <div className={styles.narrow}>
      <PageTitle page={title} hasError={Boolean(error) || (form !== undefined && !form.valid)} />
      <div>
        <BackLink to={back} />
        <PageHeading>{title}</PageHeading>
      </div>
      {error ? (
        <Alert type="danger" title="There is a problem" live>
          {error}
        </Alert>
      ) : null}
      {form ? <ErrorSummary form={form} /> : null}
      <CheckYourAnswers rows={rows} />
      <Form method="post" action={action} className={styles.form} {...(form ? getFormProps(form) : {})}>
        {children}
      </Form>
    </div>
  );
}

type StepAnswer = { view: "question" } | { view: "check" };

/**
 * A check step's page, from its action's answer: the question again when answers need fixing
 * (`askAgain`), else the check (`check`). Before any answer there is nothing to show: with
 * JavaScript (the browser's back or forward button to the step) it is replaced by its `question`;
 * without JavaScript the server redirects (steps.server.ts, checkStepLoader).
 */
export function CheckStep<A extends StepAnswer>({
  answer,
  question,
  askAgain,
  check,
}: {
  answer: A | undefined;
  question: string;
  askAgain: (failed: Extract<A, { view: "question" }>) => ReactNode;
  check: (check: Extract<A, { view: "check" }>) => ReactNode;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  // While another post is under way (e.g. "Change your answers") the step's answer is already
  // cleared: only a step at rest without one goes back.
  const stranded = answer === undefined && navigation.state === "idle";
  useEffect(() => {
    if (stranded) void navigate(question, { replace: true });
  }, [stranded, question, navigate]);
  if (!answer) return null;
  return answer.view === "question"
    ? askAgain(answer as Extract<A, { view: "question" }>)
    : check(answer as Extract<A, { view: "check" }>);
}
