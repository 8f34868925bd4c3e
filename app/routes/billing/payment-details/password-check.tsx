import type { SubmissionResult } from "@conform-to/react";
import { CurrentPasswordField } from "#app/lib/current-password-field.tsx";
import { useForm } from "#app/lib/form/client.ts";

const PASSWORD_HINT = "For your security, we ask for it before we change how you pay.";

/**
 * The check step's own field, the current password (re-authentication, DESIGN §4): checked on
 * the server only, emptied after every answer, its errors in the step's error summary.
 */
export function useCurrentPassword(id: string, result: SubmissionResult<string[]> | null) {
  const [form, fields] = useForm<{ currentPassword: string }>({ id, lastResult: result, shouldValidate: "onSubmit" });
  return {
    form,
    field: <CurrentPasswordField meta={fields.currentPassword} hint={PASSWORD_HINT} />,
  };
}
