import type { ReactNode } from "react";
import { Form } from "react-router";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { CheckYourAnswers, type CheckYourAnswersRow } from "#app/components/check-your-answers/CheckYourAnswers.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import type { SummarisedForm } from "#app/components/error-summary/ErrorSummary.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { SHOWN_FIELD } from "#app/lib/journey/journey.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import * as styles from "#app/components/step-page/StepPage.css.ts";

/**
 * A journey's check-your-answers page (GOV.UK pattern): what will be sent, each answer with a
 * link to change it, and the one button that sends it. The form carries no answers (they are on
 * the server) but the version of the answers it shows (`version`, from the journey's `page`), so a
 * journey changed in another tab since is refused rather than sent; `children` holds any field
 * still to fill in (a current password) and the words the customer agrees to. A failed send's
 * errors are in `form`. An action that takes something away (cancelling a service) says so with
 * GOV.UK's warning button: `warning`.
 */
export function CheckPage({
  title = "Check your answers",
  back,
  caption,
  rows,
  form,
  formProps,
  submit,
  warning = false,
  version,
  children,
}: {
  title?: string;
  back: string;
  caption?: string;
  rows: readonly (CheckYourAnswersRow | null | false)[];
  form: SummarisedForm & { valid: boolean };
  formProps: { id: string; onSubmit: React.FormEventHandler<HTMLFormElement>; noValidate: boolean };
  submit: string;
  warning?: boolean;
  /** The version of the answers shown (`StepPageData.version`). */
  version: string;
  children?: ReactNode;
}) {
  const busy = useIsPending({ state: "submitting" });
  return (
    <div className={styles.stack}>
      <PageTitle page={title} hasError={!form.valid} />
      <BackLink to={back} />
      <div>
        {caption ? <p className={styles.caption}>{caption}</p> : null}
        <PageHeading>{title}</PageHeading>
      </div>
      <ErrorSummary form={form} />
      <CheckYourAnswers rows={rows} />
      <Form method="post" {...formProps} className={styles.form}>
        <input type="hidden" name={SHOWN_FIELD} value={version} />
        {children}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy} variant={warning ? "danger" : "primary"}>
            {submit}
          </Button>
        </div>
      </Form>
    </div>
  );
}
