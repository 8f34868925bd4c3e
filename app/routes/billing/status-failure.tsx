import { Alert } from "#app/components/index.ts";

/** In place of the account status when it could not be loaded (spec §8's message). */
export function StatusFailure({ message }: { message: string }) {
  return (
    <Alert type="danger" title="We could not load your account status">
      {message}
    </Alert>
  );
}
