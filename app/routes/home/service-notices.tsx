import { Link } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";

// What a service page says before anything else: the journey set aside when the customer switched
// service, and a cancellation on its way.

/** On a service journey's first page: the journey set aside when the customer switched service. */
export function SwitchedService({ from }: { from: string | null }) {
  if (!from) return null;
  return (
    <Alert type="info" title="You switched service">
      What you had answered was for {from}. This starts again for the service you have chosen now.
    </Alert>
  );
}

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
