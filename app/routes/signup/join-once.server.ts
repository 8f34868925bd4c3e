// "Confirm and join" runs once per journey (docs/decisions/031), whichever instance each post of
// it reaches: the journey is claimed in the state store before the provider opens the account.
// A repeat (a double click, a resent form, a retry through another instance) waits for the first
// and shows its confirmation; a first that fails gives the claim back.
import { config } from "#app/lib/config.server.ts";
import { state } from "#app/lib/state.server.ts";
import { storeFailed } from "./join-state.server.ts";

const JOINING = "joining";
const JOINED = "joined";

/**
 * How long a claim in progress holds: the last step's rounds of provider calls (qualification, the
 * offer, the quote, the details, account/create), each bounded by the provider timeout, and one
 * round to spare. A claim left by an instance that stopped mid-way lapses after it.
 */
const JOINING_TTL_MS = 6 * config.PROVIDER_TIMEOUT_MS;
/** A finished join is remembered as long as a journey lives, so a late repeat still finds it. */
const JOINED_TTL_MS = 60 * 60_000;
/** How long a repeat waits for the first before saying it is still going. */
const WAIT_MS = Math.min(JOINING_TTL_MS, 30_000);
const POLL_MS = 100;

export const STILL_JOINING =
  "We are still opening your account. Check your email for our welcome message before you try again.";

const keyOf = (journeyId: string) => `join-once:${journeyId}`;

/** True when this post is the one to open the account. The store unreachable: the try-again page (thrown). */
export async function claimJoin(journeyId: string): Promise<boolean> {
  return state.setIfAbsent(keyOf(journeyId), JOINING, JOINING_TTL_MS).catch((error: unknown) => {
    throw storeFailed(error);
  });
}

/** The first post opened the account: repeats show its confirmation. */
export async function markJoined(journeyId: string): Promise<void> {
  await state.set(keyOf(journeyId), JOINED, JOINED_TTL_MS);
}

/** The first post failed before the account was opened: the next post may try again. */
export async function giveBackJoin(journeyId: string): Promise<void> {
  await state.delete(keyOf(journeyId)).catch(() => undefined);
}

/** What the first post came to, as a repeat waiting for it sees it. */
export async function firstOutcome(journeyId: string): Promise<"joined" | "given-back" | "still-joining"> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await state.get(keyOf(journeyId)).catch((error: unknown) => {
      throw storeFailed(error);
    });
    if (value === undefined) return "given-back";
    if (value === JOINED) return "joined";
    if (Date.now() >= deadline) return "still-joining";
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
