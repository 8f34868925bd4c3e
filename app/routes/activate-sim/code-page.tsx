import { Form } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { CodeField } from "#app/components/code-field/CodeField.tsx";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import type { SubmissionResult } from "@conform-to/react";
import type { CodeFields } from "./activate-sim.schemas.ts";

const loadCheck = () => import("./activate-sim.client.ts").then((m) => m.validateCode);

/** "Enter the code we sent": the code, and a way to have it sent again (`resent` once it was). */
export function CodePage({
  id,
  title,
  sentTo,
  back,
  lastResult,
  resent,
}: {
  id: string;
  title: string;
  sentTo: string;
  back: string;
  lastResult: SubmissionResult<string[]> | null;
  resent: boolean;
}) {
  const [form, fields] = useForm<CodeFields>({
    id,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation(id, loadCheck),
  });
  const resending = useIsPending({ intent: "resend" });
  return (
    <StepPage
      title={title}
      back={back}
      form={form}
      formProps={getFormProps(form)}
      intro={`We have sent a 6-digit code to ${sentTo}. It may take a few minutes to arrive.`}
      after={
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <Button type="submit" variant="secondary" disabled={resending}>
            Send a new code
          </Button>
        </Form>
      }
    >
      {resent && !fields.code.errors ? (
        <Alert type="success" live>
          We have sent a new code to {sentTo}.
        </Alert>
      ) : null}
      <CodeField meta={fields.code} />
    </StepPage>
  );
}
