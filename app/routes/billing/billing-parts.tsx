import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "#app/components/index.ts";
import * as styles from "./billing.css.ts";

// The small parts the billing pages show on a first visit. The form parts (card fields, the
// summary list of a check step) are in billing-form-parts.tsx, loaded with the forms.

export const PAYMENT_DETAILS_PAGE = "/billing/payment-details";

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.backLink}>
      ← {children}
    </Link>
  );
}

export function StatusFailure({ message }: { message: string }) {
  return (
    <Alert type="danger" title="We could not load your account status">
      {message}
    </Alert>
  );
}
