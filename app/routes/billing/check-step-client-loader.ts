/**
 * A check step's `clientLoader`: in the browser everything the step shows comes with its post's
 * answer, so there is nothing to load (and no request for the server loader, which would send a
 * plain visit back to the question: steps.server.ts, checkStepLoader). A module of its own, so
 * that the route's client-loader chunk loads nothing else.
 */
export function checkStepClientLoader() {
  return null;
}
