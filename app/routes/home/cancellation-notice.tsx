import { Link } from "react-router";
import { Alert } from "#app/components/index.ts";

/** A service with a cancellation requested says so wherever it is shown (decision 023). */
export function CancellationNotice({ pending }: { pending: { date: string; reference: string | null } | null }) {
  if (!pending) return null;
  return (
    <Alert type="warning" title="Cancellation requested">
      This service will be cancelled on {pending.date}
      {pending.reference ? ` (reference ${pending.reference})` : ""}. <Link to="/requests">See your requests</Link>
    </Alert>
  );
}
