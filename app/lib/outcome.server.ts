// What a one-page form's confirmation shows (the provider's reference), kept on the server: the
// action records it under the sign-in's id and redirects; the page shows it while it lives. The
// URL only says "show what was sent" (`?sent`), so a reference typed into a link is never shown
// (docs/decisions/049). Journeys keep theirs in the journey (journey.server.ts `finish`).
//
// A form sent once (`sendOnce`, docs/decisions/059) claims what it sends in the state store
// before it acts, as a journey's last step and a payment do (decisions 031 and 042).
import { createHmac } from "node:crypto";
import { redirect } from "react-router";
import { config } from "#server/config.ts";
import { storeFailed, type StepArgs } from "#app/lib/journey/journey.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { state } from "#server/state/index.ts";

/** As long as a journey's confirmation: an hour, so a reload or a second look still finds it. */
const OUTCOME_TTL_MS = 60 * 60_000;

/** The query that asks a form's page for its confirmation. */
export const SENT_PARAM = "sent";

/**
 * The outcomes of the form named `name` ("complaint"), one per sign-in: the latest replaces the
 * one before. `isOutcome` checks what is read back (a record written by an older build is not shown).
 */
export function outcomeStore<Outcome>(name: string, isOutcome: (value: unknown) => value is Outcome) {
  const keyOf = (sid: string) => `outcome:${name}:${sid}`;
  const sidOf = ({ context }: StepArgs) => context.get(portalContext).session.get("sid") ?? null;
  const onceKeyOf = (account: string, content: unknown) => `once:${name}:${account}:${contentDigest(content)}`;

  /** What the first of a request's repeats came to, as a repeat waiting for it sees it. */
  async function firstOutcome(key: string): Promise<Outcome | "given-back" | "still-sending"> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const value = await state.get(key).catch((e) => Promise.reject(storeFailed(e)));
      if (value === undefined) return "given-back";
      if (value !== SENDING) {
        const outcome = parse(value);
        if (isOutcome(outcome)) return outcome;
      }
      if (Date.now() >= deadline) return "still-sending";
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /**
   * Records what the confirmation shows, then redirects to `page`'s confirmation (a 303). A store
   * that cannot record it is the store's try-again page; what was sent stays sent.
   */
  async function show(args: StepArgs, page: string, outcome: Outcome): Promise<never> {
    const sid = sidOf(args);
    if (sid)
      await state.set(keyOf(sid), JSON.stringify(outcome), OUTCOME_TTL_MS).catch((e) => Promise.reject(storeFailed(e)));
    throw redirect(`${page}?${SENT_PARAM}`, 303);
  }

  return {
    show,

    /**
     * The confirmation for a request with `?sent`: the recorded outcome, or (none recorded, or it
     * ran out) a redirect to the form itself. Null for a request without `?sent` (the form).
     */
    async shown(args: StepArgs): Promise<Outcome | null> {
      const url = new URL(args.request.url);
      if (!url.searchParams.has(SENT_PARAM)) return null;
      const sid = sidOf(args);
      const raw = sid ? await state.get(keyOf(sid)).catch((e) => Promise.reject(storeFailed(e))) : undefined;
      const outcome = raw === undefined ? undefined : parse(raw);
      if (outcome !== undefined && isOutcome(outcome)) return outcome;
      throw redirect(url.pathname.replace(/\.data$/, ""));
    },

    /**
     * Sends a form once per account and content, whichever instance each repeat reaches: the first
     * post claims `once:<form>:<account>:<keyed hash of the content>` in the store before `send`
     * acts; a repeat (a double click, a resent form, the same request from another tab or device)
     * waits for the first and shows its confirmation. A `send` that fails gives the claim back, so
     * sending again tries again; once sent, the same content within ONCE_WINDOW_MS is that one.
     * `content` is the form's checked values: text compares without case or repeated spaces.
     * Redirects to `page`'s confirmation, or answers why nothing was sent (the form shows it).
     */
    async sendOnce(
      args: StepArgs,
      page: string,
      { account, content }: { account: string; content: unknown },
      send: () => Promise<Sent<Outcome>>,
    ): Promise<NotSent> {
      const key = onceKeyOf(account, content);
      for (let repeat = 0; ; repeat++) {
        const claimed = await state
          .setIfAbsent(key, SENDING, SENDING_TTL_MS)
          .catch((e) => Promise.reject(storeFailed(e)));
        if (claimed) break;
        const first = await firstOutcome(key);
        if (first === "still-sending") return { message: STILL_SENDING, status: 503 };
        if (first !== "given-back") return show(args, page, first);
        // The first failed and gave its claim back: this one tries once itself.
        if (repeat > 0) return { message: NOT_SENT, status: 503 };
      }
      let sent: Sent<Outcome>;
      try {
        sent = await send();
      } catch (error) {
        await state.delete(key).catch(() => undefined);
        throw error;
      }
      if (!sent.ok) {
        await state.delete(key).catch(() => undefined);
        return sent;
      }
      // Sent: from now on the claim is the confirmation every repeat shows. Not recording it only
      // costs a repeat its wait (then "still sending"); the claim lapses by itself.
      await state.set(key, JSON.stringify(sent.outcome), ONCE_WINDOW_MS).catch(() => undefined);
      return show(args, page, sent.outcome);
    },
  };
}

/** What a form's `send` came to: sent (what its confirmation shows), or why not (the form says it). */
export type Sent<Outcome> = { ok: true; outcome: Outcome } | ({ ok: false } & NotSent);

/** Why a form was not sent: the message its error summary shows and the status it answers with. */
export type NotSent = { message: string; status: number };

/** How long the same request from one account is the one already sent: as long as its confirmation is kept. */
const ONCE_WINDOW_MS = OUTCOME_TTL_MS;
const SENDING = "sending";
/** A claim left by an instance that stopped mid-way lapses after six provider timeouts, as a journey's. */
const SENDING_TTL_MS = 6 * config.PROVIDER_TIMEOUT_MS;
const WAIT_MS = Math.min(SENDING_TTL_MS, 30_000);
const POLL_MS = 100;

/** A repeat answered while the first post is still with the provider (after WAIT_MS). */
const STILL_SENDING =
  "We are still sending this. Wait a minute, then check your messages for our confirmation before you send it again.";
/** A repeat whose first post failed, and its own try too: the form again, as typed. */
const NOT_SENT = "We could not send this. Check the details and send it again.";

const digestKey = createHmac("sha256", config.SESSION_SECRET[0] ?? "")
  .update("portal forms sent once")
  .digest();

/**
 * A keyed hash (HMAC, from SESSION_SECRET) of a form's values, the same for the same request
 * however it is spaced or capitalised: the store's key names no words the customer typed.
 */
export function contentDigest(content: unknown): string {
  return createHmac("sha256", digestKey)
    .update(JSON.stringify(normalised(content)))
    .digest("hex")
    .slice(0, 32);
}

function normalised(value: unknown): unknown {
  if (typeof value === "string") return value.normalize("NFKC").replace(/\s+/g, " ").trim().toLowerCase();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normalised);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value)
      .filter(([, v]) => v !== undefined && v !== null && v !== "")
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, normalised(v)]);
  }
  return value;
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
