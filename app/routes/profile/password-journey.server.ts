// Change a password, or set a first one, on the one journey pattern (docs/decisions/042, 043): one
// question (the passwords, never stored) whose post sends it once; the confirmation from the store.
import { href } from "react-router";
import { defineJourney } from "#app/lib/journey/journey.ts";
import { journeyStore } from "#app/lib/journey/journey.server.ts";
import { safeRedirectPath } from "#app/lib/validation.ts";

export const PASSWORD_URLS = {
  password: href("/profile/password"),
  check: href("/profile/password"),
  done: href("/profile/password/done"),
};

/** Where "Not now" and "Continue" go, taken from `?then=` (the page that sent the customer here). */
export type PasswordAnswers = { then?: string };

export const passwordJourney = defineJourney({
  name: "password",
  urls: PASSWORD_URLS,
  answered: { password: (_answers: PasswordAnswers) => false },
  exit: href("/profile"),
});

export type PasswordDone = {
  mode: "change" | "set";
  /** Other sign-ins ended, or null when the state store could not confirm it. */
  ended: number | null;
  /** Where "Continue" goes: the page that sent the customer here (e.g. the offer after MFA). */
  then: string;
};

export const passwordStore = journeyStore<"password", PasswordAnswers, PasswordDone>(passwordJourney, {
  who: "customer",
  start: () => ({}),
});

/** `?then=` as a path on this site only, or null when the URL has none. */
export function thenParam(request: Request): string | null {
  const then = new URL(request.url).searchParams.get("then");
  return then === null ? null : safeRedirectPath(then, "/profile");
}
