// Moving home asks the provider at most steps (address searches, qualification, the move itself):
// each such step takes its point from the session's limit before the provider is asked.

import { data } from "react-router";
import type { Portal } from "#app/lib/portal.server.ts";
import { limits } from "#server/security/rate-limit.ts";

export const TOO_MANY_MOVE_STEPS = "You have made too many requests. Wait 15 minutes and try again.";

/**
 * Takes one step's point for the session; false when over the limit. An open limit: with the
 * state store down the step goes on uncounted (the session's own guards still apply).
 */
export async function moveStepAllowed(portal: Portal): Promise<boolean> {
  const { outcome } = await limits.moveStepsPerSession.attempt(portal.session.get("sid") ?? "none");
  return outcome !== "over";
}

/** A search (a GET): counts one step, and answers with a 429 page when over the limit. */
export async function countMoveStep(portal: Portal): Promise<void> {
  if (!(await moveStepAllowed(portal))) throw data({ message: TOO_MANY_MOVE_STEPS }, { status: 429 });
}
