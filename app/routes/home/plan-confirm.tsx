import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData } from "react-router";
import { Button, Card, CheckYourAnswers, ErrorSummary, PageHeading, SummaryList } from "#app/components/index.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { action, PlanData } from "./plan.tsx";
import * as styles from "./services.css.ts";

// The plan page's check steps (routes/home/plan.tsx).

/** The sandbox (like the provider's change-contract action) applies the new plan at once. */
const TAKES_EFFECT = "Straight away. Your next bill charges each plan for the days you had it.";

function confirmErrors(result: SubmissionResult<string[]> | null | undefined) {
  const { "": formErrors, ...fieldErrors } = result?.error ?? {};
  return [...(formErrors ?? []), ...Object.values(fieldErrors).flatMap((messages) => messages ?? [])].map(
    (message) => ({ message }),
  );
}

export function ConfirmPlan({ loaded, plan }: { loaded: PlanData; plan: NonNullable<PlanData["changeTo"]> }) {
  const actionData = useActionData<typeof action>();
  const busy = useIsPending({ intent: "confirm-plan" });
  const errors = actionData?.intent === "confirm-plan" ? confirmErrors(actionData.result) : [];
  return (
    <>
      <PageTitle page="Check your plan change" hasError={errors.length > 0} />
      <PageHeading description={loaded.service.name}>Check your plan change</PageHeading>
      <ErrorSummary errors={errors} focusKey={actionData} />
      <Card>
        <CheckYourAnswers
          rows={[
            {
              key: "Current plan",
              value: `${loaded.service.planName ?? "Not known"}${loaded.currentPrice !== null ? ` (${loaded.currentPrice})` : ""}`,
            },
            {
              key: "New plan",
              value: `${plan.name} (${plan.price})`,
              change: { to: `/home/plan?plan=${encodeURIComponent(plan.code)}`, what: "the new plan" },
            },
            { key: "Price difference", value: plan.difference },
            { key: "Takes effect", value: TAKES_EFFECT },
          ]}
        />
        <Form method="post" className={styles.actions}>
          <input type="hidden" name="intent" value="confirm-plan" />
          <input type="hidden" name="contractCode" value={plan.code} />
          <Button type="submit" disabled={busy}>
            {busy ? "Changing plan…" : "Confirm plan change"}
          </Button>
          <Link to="/home/plan">Cancel</Link>
        </Form>
      </Card>
    </>
  );
}

export function ConfirmProduct({ loaded, product }: { loaded: PlanData; product: NonNullable<PlanData["adding"]> }) {
  const actionData = useActionData<typeof action>();
  const busy = useIsPending({ intent: "confirm-product" });
  const errors = actionData?.intent === "confirm-product" ? confirmErrors(actionData.result) : [];
  return (
    <>
      <PageTitle page="Check the product you are adding" hasError={errors.length > 0} />
      <PageHeading description={loaded.service.name}>Check the product you are adding</PageHeading>
      <ErrorSummary errors={errors} focusKey={actionData} />
      <Card>
        <SummaryList
          rows={[
            { key: "Product", value: product.name },
            { key: "Price", value: product.price },
            product.description ? { key: "About", value: product.description } : null,
            { key: "Service", value: loaded.service.code },
          ]}
        />
        <Form method="post" className={styles.actions}>
          <input type="hidden" name="intent" value="confirm-product" />
          <input type="hidden" name="productCode" value={product.code} />
          <Button type="submit" disabled={busy}>
            {busy ? "Adding…" : "Confirm and add"}
          </Button>
          <Link to="/home/plan">Cancel</Link>
        </Form>
      </Card>
    </>
  );
}
