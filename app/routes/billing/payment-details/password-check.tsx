import { CurrentPasswordField } from "#app/components/current-password-field/CurrentPasswordField.tsx";
import type { FieldMetadata } from "#app/lib/form/client.ts";

const PASSWORD_HINT = "For your security, we ask for it before we change how you pay.";

/**
 * A check page's current password (re-authentication, DESIGN §4): checked on the server only,
 * never kept, emptied after every answer, its errors in the page's error summary.
 */
export function PasswordCheck({ meta }: { meta: FieldMetadata }) {
  return <CurrentPasswordField meta={meta} hint={PASSWORD_HINT} />;
}
