import type { ReactNode } from "react";
import { Form } from "react-router";
import { BackLink, Button, ErrorSummary, PageHeading } from "#app/components/index.ts";
import type { SummarisedForm } from "#app/components/ErrorSummary.tsx";
import { PageTitle } from "#app/lib/page-title.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import * as styles from "./activate-sim.css.ts";

/**
 * One question of a journey (GOV.UK "one thing per page"): the way back, the question as the
 * page's <h1>, the error summary, the form and its Continue button. Also the moving-home journey's.
 */
export function StepPage({
  title,
  back,
  form,
  formProps,
  intro,
  submit = "Continue",
  children,
  after,
}: {
  title: string;
  back: string;
  form: SummarisedForm & { valid: boolean };
  formProps: { id: string; onSubmit: React.FormEventHandler<HTMLFormElement>; noValidate: boolean };
  intro?: ReactNode;
  submit?: string;
  children: ReactNode;
  /** Below the form (e.g. "Send a new code"). */
  after?: ReactNode;
}) {
  const busy = useIsPending({ state: "submitting" });
  return (
    <div className={styles.stack}>
      <PageTitle page={title} hasError={!form.valid} />
      <BackLink to={back} />
      <PageHeading description={intro}>{title}</PageHeading>
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
