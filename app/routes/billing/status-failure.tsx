import { FailureNotice, type FailureShown } from "#app/components/failure-notice/FailureNotice.tsx";

/** In place of the account status when it could not be loaded: plain words, the detail, Try again. */
export function StatusFailure({ failure }: { failure: FailureShown }) {
  return <FailureNotice title="We could not load your account status" failure={failure} />;
}
