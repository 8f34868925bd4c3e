// Moving home's answers, kept in the state store under this sign-in (app/lib/journey), and the
// guard every page of it goes through: moving home exists only when the brand offers it.

import { data } from "react-router";
import { config } from "#server/config.ts";
import { journeyStore, type StepArgs } from "#app/lib/journey/journey.server.ts";
import { type MoveAlias, type MoveAnswers, type MoveDone, moveJourney, type MoveQuestion } from "./move-journey.ts";

export const moveStore = journeyStore<MoveQuestion, MoveAnswers, MoveDone, MoveAlias>(moveJourney, {
  who: "customer",
  start: () => ({}),
});

/** Moving home exists only when the brand offers it (spec §1: off by default). */
export function requireMoving(): void {
  if (!config.FEATURE_MOVING) throw data({ message: "Not Found" }, { status: 404 });
}

/** A question's or the check page's guard (loader and action): a 404 when moving is off, else `moveStore.page`. */
export function movePage(args: StepArgs, step: MoveQuestion | MoveAlias | "check") {
  requireMoving();
  return moveStore.page(args, step);
}
