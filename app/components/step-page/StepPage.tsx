import type { ReactNode } from "react";
import { Form } from "react-router";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import type { SummarisedForm } from "#app/components/error-summary/ErrorSummary.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import * as styles from "./StepPage.css.ts";

/**
 * One question of a journey (GOV.UK "one thing per page"): the way back, where it is in the
 * journey, the question as the page's <h1>, the error summary, the form and its Continue button.
 */
export function StepPage({
  title,
  back,
  caption,
  form,
  formProps,
  intro,
  submit = "Continue",
  children,
  after,
  questionInField = false,
}: {
  title: string;
  back: string;
  /** "Step 2 of 5", or the journey's name. */
  caption?: string;
  form: SummarisedForm & { valid: boolean };
  formProps: { id: string; onSubmit: React.FormEventHandler<HTMLFormElement>; noValidate: boolean };
  intro?: ReactNode;
  submit?: string;
  children: ReactNode;
  /** Below the form (e.g. "Send a new code"). */
  after?: ReactNode;
  /**
   * The page's one question is its field's legend or label, made the page's <h1> there (the
   * field's `isPageHeading`), so the question is said once, not as a heading and again as a label.
   */
  questionInField?: boolean;
}) {
  const busy = useIsPending({ state: "submitting" });
  return (
    <div className={styles.stack}>
      <PageTitle page={title} hasError={!form.valid} />
      <BackLink to={back} />
      {questionInField ? (
        caption || intro ? (
          <div>
            {caption ? <p className={styles.caption}>{caption}</p> : null}
            {intro ? <p>{intro}</p> : null}
          </div>
        ) : null
      ) : (
        <div>
          {caption ? <p className={styles.caption}>{caption}</p> : null}
          <PageHeading description={intro}>{title}</PageHeading>
        </div>
      )}
      <ErrorSummary form={form} />
      <Form method="post" {...formProps} className={styles.form}>
        {children}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {submit}
          </Button>
        </div>
      </Form>
      {after}
    </div>
  );
}
