import { Alert } from "#app/components/index.ts";

/** On a service journey's first page: the journey set aside when the customer switched service. */
export function SwitchedService({ from }: { from: string | null }) {
  if (!from) return null;
  return (
    <Alert type="info" title="You switched service">
      What you had answered was for {from}. This starts again for the service you have chosen now.
    </Alert>
  );
}
