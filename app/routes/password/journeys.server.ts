// The signed-out password tasks, on the one journey pattern (docs/decisions/042, 043). Each is one
// question whose post sends it (there is nothing to check first): its post goes through
// `sendOnce`, so the URLs' "check" is the question itself, and the confirmation comes from the
// store. A visitor's answers live under the journey cookie's random id, in the `recovery` space:
// bounded, with a share per address, and apart from joining's, so neither can crowd out the other.
import { href } from "react-router";
import { createHash } from "node:crypto";
import { defineJourney } from "#app/lib/journey/journey.ts";
import { journeyStore } from "#app/lib/journey/journey.server.ts";

/** What a new password task is told while the recovery space is full. */
export const RECOVERY_FULL =
  "Lots of people are resetting their password right now, so we cannot start yours. Try again shortly.";

/** What a new password task is told while the visitor's address holds its share of the recovery space. */
export const RECOVERY_OVER_SHARE =
  "Too many password resets have been started from your network in the last hour, so we cannot start yours. Try again later.";

export const FORGOT_URLS = {
  email: href("/password/forgot"),
  check: href("/password/forgot"),
  done: href("/password/forgot/sent"),
};
export const RESET_URLS = {
  password: href("/password/reset"),
  check: href("/password/reset"),
  done: href("/password/reset/done"),
};

/** "Forgot your password?": the email a link goes to (asked again each time: it is the whole task). */
export const forgotJourney = defineJourney({
  name: "password-forgot",
  urls: FORGOT_URLS,
  answered: { email: (_answers: Record<string, never>) => false },
  exit: href("/login"),
});
export const forgotStore = journeyStore<"email", Record<string, never>, { email: string }>(forgotJourney, {
  who: "visitor",
  space: "recovery",
  start: () => ({}),
  messages: { full: RECOVERY_FULL, overShare: RECOVERY_OVER_SHARE },
});

/** Why a reset link cannot be used: the provider's reason, or the portal's own note of a link it used. */
export type RefusedLink = "used" | "expired" | "unknown";

export type ResetAnswers = {
  /** The emailed link's token, taken out of the URL on its first GET; never logged, never shown. */
  token?: string;
  refused?: RefusedLink;
};

/** A reset link's new password: the token comes in the URL, the password on the page. */
export const resetJourney = defineJourney({
  name: "password-reset",
  urls: RESET_URLS,
  answered: { password: (_answers: ResetAnswers) => false },
  exit: href("/login"),
});
export const resetStore = journeyStore<"password", ResetAnswers, { ended: boolean }>(resetJourney, {
  who: "visitor",
  space: "recovery",
  start: () => ({}),
  messages: { full: RECOVERY_FULL, overShare: RECOVERY_OVER_SHARE },
});

/** A link's token as the store names it once used: hashed, so the store never holds a usable one. */
export const usedLinkKey = (token: string) =>
  `password-reset-used:${createHash("sha256").update(token).digest("base64url")}`;

/** How long the note of a used link is kept: as long as a link works. */
export const USED_LINK_TTL_MS = 30 * 60_000;

/** A token as the sandbox and a real provider make them: URL-safe, not absurdly long. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_.~-]{16,200}$/.test(token);
