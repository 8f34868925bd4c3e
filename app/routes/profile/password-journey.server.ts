// Change a password, or set a first one, on the one journey pattern (docs/decisions/042, 043): one
// question (the passwords, never stored) whose post sends it once; the confirmation from the store.
import { defineJourney } from "#app/lib/journey/journey.ts";
import { journeyStore } from "#app/lib/journey/journey.server.ts";
import { safeRedirectPath } from "#app/lib/validation.ts";

export const PASSWORD_URLS = {
  password: "/profile/password",
  check: "/profile/password",
  done: "/profile/password/done",
};

export const passwordJourney = defineJourney({
  name: "password",
  urls: PASSWORD_URLS,
  answered: { password: (_answers: Record<string, never>) => false },
  exit: "/profile",
});

export type PasswordDone = {
  mode: "change" | "set";
  /** Other sign-ins ended, or null when the state store could not confirm it. */
  ended: number | null;
  /** Where "Continue" goes: the page that sent the customer here (e.g. the offer after MFA). */
  then: string;
};

export const passwordStore = journeyStore<"password", Record<string, never>, PasswordDone>(passwordJourney, {
  who: "customer",
  start: () => ({}),
});

/** Where to go afterwards (`?then=`, a path on this site only), else the profile. */
export const thenOf = (request: Request) => safeRedirectPath(new URL(request.url).searchParams.get("then"), "/profile");
