// The join journey's server side: its answers in the state store's bounded `join` space under a
// signed cookie (app/lib/journey, "visitor"), and the limits a signed-out visitor's steps count
// against, per IP.
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { journeyStore } from "#app/lib/journey/journey.server.ts";
import { limits } from "#server/security/rate-limit.ts";
import { currentRequest } from "#server/request-context.ts";
import { type JoinAnswers, type Joined, joinJourney } from "./journey.ts";

/** What a new journey is told while the join space is full. */
export const JOURNEYS_FULL =
  "Lots of people are joining online right now, so we cannot start your application. Try again shortly.";

/** What a new journey is told while the visitor's address holds its share of the join space. */
export const JOURNEYS_OVER_SHARE =
  "Too many applications have been started from your network in the last hour, so we cannot start yours. Try again later.";

/** A repeat of "Confirm and join" while the first is still opening the account. */
export const STILL_JOINING =
  "We are still opening your account. Check your email for our welcome message before you try again.";

export const joinStore = journeyStore<
  "address" | "plan" | "details",
  JoinAnswers,
  Joined,
  "manualAddress" | "available"
>(joinJourney, {
  who: "visitor",
  space: "join",
  start: () => ({}),
  messages: { full: JOURNEYS_FULL, overShare: JOURNEYS_OVER_SHARE, stillSending: STILL_JOINING },
});

const TOO_MANY_STEPS = "You have made too many requests. Wait 15 minutes and try again.";

/** Counts one step for the visitor's IP; throws a 429 page when over the limit. */
export async function countStep(): Promise<void> {
  const { outcome: verdict } = await limits.joinStepsPerIp.attempt(currentRequest().clientIp);
  if (verdict === "over") throw data({ message: TOO_MANY_STEPS }, { status: 429 });
}

/** Counts one account creation for the visitor's IP (a closed limit: refused when it cannot be checked). */
export async function countCreate(): Promise<"allowed" | "over" | "unavailable"> {
  return (await limits.joinCreatePerIp.attempt(currentRequest().clientIp)).outcome;
}

/** A refusal of the whole form (no field to point at), as the check page shows it. */
export const refusal = (message: string): SubmissionResult<string[]> => ({
  status: "error",
  initialValue: {},
  error: { "": [message] },
});
