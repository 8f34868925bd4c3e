// The server half of the one journey pattern (docs/decisions/042). What a journey remembers lives
// in the state store, never in hidden fields or the URL: under the sign-in's id for a signed-in
// customer, under a random id in a signed cookie (in one of the store's bounded spaces, with a
// share per address) for a visitor. Every post answers with a 303 to a GET page, a failed one too (its errors wait in the
// store for the page), so the browser's back and refresh buttons never send a form again. A step's
// answer is a redirect it returns (docs/decisions/068): only the guards (`page`, `confirmation`)
// and failures (the store's try-again page) are thrown.
import { createHash, randomBytes } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { createCookie, data, type HeadersFunction, redirect, type RouterContextProvider } from "react-router";
import { config } from "#server/config.ts";
import { SECRET_FIELDS } from "#app/lib/form/replies.ts";
import { LIMIT_UNAVAILABLE_MESSAGE } from "#server/security/rate-limit.ts";
import { currentRequest, portalContext } from "#app/lib/portal.server.ts";
import { reportStateFailure, type SpaceName, state } from "#server/state/index.ts";
import { CHANGED_ELSEWHERE, isChange, type Journey, SHOWN_FIELD, withChange } from "./journey.ts";

export type StepArgs = { request: Request; context: Readonly<RouterContextProvider> };

type Reply = SubmissionResult<string[]>;

/** What the store keeps for one journey. */
type Saved<Answers, Done> = {
  answers: Answers;
  /** After the last step: what the confirmation page shows (its reference from the provider). */
  done?: Done;
  /** A failed post's reply, for the page it came from. */
  reply?: { step: string; result: Reply; id?: string };
};

/** An hour to finish; every answer saved starts the hour again. */
const JOURNEY_TTL_MS = 60 * 60_000;

/** Journey pages are never cached: they hold answers, and some follow card fields. */
export const journeyHeaders: HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The posted form; a body that is not a form is a 400, never a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: "The form could not be read" }, { status: 400 });
  }
}

/** A page that answers `status` (503 unless told) with `message` (the route's error page shows it). */
function unavailable(message: string, status = 503): Response {
  return Response.json({ message }, { status, headers: { "Retry-After": "60" } });
}

/** The state store could not be reached: logged (once a minute), and the try-again page. */
export function storeFailed(error: unknown): Response {
  reportStateFailure(error);
  return unavailable(LIMIT_UNAVAILABLE_MESSAGE);
}

/** A state store call; its failure is the try-again page. */
const guarded = <T>(promise: Promise<T>): Promise<T> =>
  promise.catch((error: unknown) => {
    throw storeFailed(error);
  });

/** What a new visitor's journey is told while its space is full. */
const JOURNEYS_FULL =
  "Lots of people are using this service right now, so we cannot start your application. Try again shortly.";

/**
 * What a new visitor's journey is told while their address holds its share of the space (many
 * journeys started from one network and not finished: each lapses an hour after its last step).
 */
export const JOURNEYS_OVER_SHARE =
  "Too many of these have been started from your network in the last hour, so we cannot start yours. Try again later.";

/** What a repeat of the check page's post is told while the first is still under way. */
const STILL_SENDING = "We are still sending your request. Wait a minute, then check before you try again.";

/**
 * Where a journey's record lives, and the header (if any) that keeps finding it. `idOf` and
 * `newId` read the request (the session, the visitor's cookie), never the store.
 */
type Storage = {
  idOf(args: StepArgs): Promise<string | null>;
  newId(args: StepArgs): Promise<string>;
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<"stored" | "full" | "over-share">;
  delete(key: string): Promise<void>;
  headers(id: string): Promise<HeadersInit | undefined>;
};

const sessionStorage: Storage = {
  async idOf({ context }) {
    return context.get(portalContext).session.get("sid") ?? null;
  },
  async newId(args) {
    const sid = await this.idOf(args);
    if (!sid) throw data({ message: "Sign in again to go on." }, { status: 401 });
    return sid;
  },
  get: (key) => state.get(key),
  set: async (key, value, ttlMs) => {
    await state.set(key, value, ttlMs);
    return "stored";
  },
  delete: (key) => state.delete(key),
  headers: async () => undefined,
};

const secure = config.APP_ENV !== "development" || (config.PORTAL_URL?.startsWith("https:") ?? false);
const visitorCookie = createCookie(secure ? "__Host-ssp_journey" : "ssp_journey", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure,
  maxAge: JOURNEY_TTL_MS / 1000,
  secrets: config.SESSION_SECRET.length ? config.SESSION_SECRET : ["development-only-journey-secret"],
});

/** A visitor's journeys, in `space`, each owned by the address that started it. */
const visitorStorage = (space: SpaceName): Storage => ({
  async idOf({ request }) {
    const value: unknown = await visitorCookie.parse(request.headers.get("Cookie"));
    return typeof value === "string" && /^[a-f0-9]{32}$/.test(value) ? value : null;
  },
  async newId(args) {
    return (await this.idOf(args)) ?? randomBytes(16).toString("hex");
  },
  get: (key) => state.spaces[space].get(key),
  set: (key, value, ttlMs) => state.spaces[space].set(key, value, ttlMs, currentRequest().clientIp),
  delete: (key) => state.spaces[space].delete(key),
  headers: async (id) => ({ "Set-Cookie": await visitorCookie.serialize(id) }),
});

/** Removes what must never be kept, whatever the caller passed (passwords, codes, card data). */
function withoutSecrets(result: Reply): Reply {
  if (!result.initialValue) return result;
  const initialValue = { ...result.initialValue };
  for (const name of SECRET_FIELDS) delete initialValue[name];
  return { ...result, initialValue };
}

/** What a question or check page gets from `page`. */
export type StepPageData<Answers> = {
  answers: Answers;
  /** The failed post's reply for this page (conform's `lastResult`), or null. */
  lastResult: Reply | null;
  /** Opened from check-your-answers. */
  change: boolean;
  back: string;
  /** 400 while the page shows a failed post's errors, else 200. */
  status: number;
  /**
   * A version of `answers` (a digest): the check page sends it back in its hidden field, and its
   * post is refused when the answers are no longer these.
   */
  version: string;
  /**
   * Which failed post the page shows ("none" before any): new after each failed post, the same on
   * a revalidation, so fields keyed by it are emptied by a failed post and never while typing.
   */
  attempt: string;
};

/**
 * A version of a journey's answers: the same answers give the same version (so a check page drawn
 * twice, or after a refused post, still sends), any change gives another. A digest: the answers
 * themselves (a card token among them) never reach the page this way.
 */
export function versionOf(answers: unknown): string {
  return createHash("sha256").update(JSON.stringify(answers)).digest("base64url").slice(0, 22);
}

/** The version a check page's post says it showed ("" when the post has none or is not a form). */
async function shownVersion(request: Request): Promise<string> {
  try {
    const value = (await request.clone().formData()).get(SHOWN_FIELD);
    return typeof value === "string" ? value : "";
  } catch {
    return "";
  }
}

/**
 * A journey's server side. `who` is "customer" (signed in; keyed by the sign-in) or "visitor"
 * (signed out; keyed by a signed cookie, in the bounded `space` its task shares). `start` gives a
 * new journey's answers.
 */
export function journeyStore<Step extends string, Answers, Done, Alias extends string = never>(
  journey: Journey<Step, Answers, Alias>,
  {
    start,
    messages = {},
    ...who
  }: ({ who: "customer" } | { who: "visitor"; space: SpaceName }) & {
    start: (args: StepArgs) => Answers | Promise<Answers>;
    /** The journey's own words for its try-again pages (the generic ones by default). */
    messages?: { full?: string; overShare?: string; stillSending?: string };
  },
) {
  const fullMessage = messages.full ?? JOURNEYS_FULL;
  const overShareMessage = messages.overShare ?? JOURNEYS_OVER_SHARE;
  const stillSendingMessage = messages.stillSending ?? STILL_SENDING;
  const storage = who.who === "customer" ? sessionStorage : visitorStorage(who.space);
  const keyOf = (id: string) => `journey:${journey.name}:${id}`;
  const onceKeyOf = (id: string) => `journey-once:${journey.name}:${id}`;
  const stepUrl = (step: Step | "check" | Alias, change: boolean) => withChange(journey.urls[step], change);

  async function read(args: StepArgs): Promise<Saved<Answers, Done> | null> {
    const id = await storage.idOf(args);
    if (!id) return null;
    const raw = await guarded(storage.get(keyOf(id)));
    if (!raw) return null;
    try {
      return JSON.parse(raw) as Saved<Answers, Done>;
    } catch {
      return null;
    }
  }

  /** Saves the record; the headers to send with the response (the visitor's cookie). */
  async function write(args: StepArgs, saved: Saved<Answers, Done>): Promise<HeadersInit | undefined> {
    const id = await storage.newId(args);
    const written = await guarded(storage.set(keyOf(id), JSON.stringify(saved), JOURNEY_TTL_MS));
    if (written === "full") throw unavailable(fullMessage);
    if (written === "over-share") throw unavailable(overShareMessage, 429);
    return storage.headers(id);
  }

  async function fresh(args: StepArgs): Promise<Saved<Answers, Done>> {
    const id = await storage.idOf(args);
    // A journey started again may be sent again.
    if (id) await guarded(state.delete(onceKeyOf(id)));
    return { answers: await start(args) };
  }

  /** The saved record, or a new journey's. */
  async function current(args: StepArgs): Promise<Saved<Answers, Done>> {
    return (await read(args)) ?? { answers: await start(args) };
  }

  /**
   * A failed post: keeps its reply (never a secret field's value) for `step`'s page; the
   * redirect there: to `to` when given, else to the very URL posted to, query and all, when
   * that is `step`'s page (a search's matches are drawn from its query), else to the step's own
   * page. `answers` replaces the saved ones when given (e.g. an answer the provider no longer
   * accepts, taken out).
   */
  async function askAgain(
    args: StepArgs,
    step: Step | "check" | Alias,
    result: Reply,
    answers?: Answers,
    to?: string,
  ): Promise<Response> {
    const saved = await current(args);
    const headers = await write(args, {
      answers: answers ?? saved.answers,
      reply: { step, result: withoutSecrets(result), id: randomBytes(8).toString("hex") },
    });
    const posted = new URL(args.request.url);
    // With JavaScript the post goes to the page's data URL ("/move.data?…").
    const page = posted.pathname.replace(/\.data$/, "");
    const back = page === journey.urls[step] ? page + posted.search : null;
    return redirect(to ?? back ?? stepUrl(step, isChange(posted)), { status: 303, headers });
  }

  return {
    journey,

    /** The answers so far (a new journey's when none). */
    async answers(args: StepArgs): Promise<Answers> {
      return (await current(args)).answers;
    },

    /**
     * A question's or the check page's loader and action guard: the answers so far, or a redirect to
     * the first open question (to the confirmation once the journey was sent). The first question
     * after a confirmation starts a new journey. The check page's post must carry the version of
     * the answers it showed: when they changed since (in another tab), the post is refused before
     * anything is sent, and the check page is shown again with the answers as they are now.
     */
    async page(args: StepArgs, step: Step | "check" | Alias): Promise<StepPageData<Answers>> {
      let saved = await current(args);
      const first = journey.questions[0];
      if (saved.done) {
        if (journey.questionOf(step) !== first) throw redirect(journey.urls.done, 303);
        saved = await fresh(args);
        await write(args, saved);
      }
      if (!journey.mayShow(saved.answers, step)) throw redirect(journey.next(saved.answers), 303);
      const version = versionOf(saved.answers);
      if (step === "check" && args.request.method === "POST" && (await shownVersion(args.request)) !== version) {
        const refused: Reply = { status: "error", initialValue: {}, error: { "": [CHANGED_ELSEWHERE] } };
        throw await askAgain(args, "check", refused, undefined, journey.urls.check);
      }
      const change = isChange(args.request.url);
      const mine = saved.reply?.step === step ? saved.reply.result : null;
      // Another page's errors are stale once the customer moved on; a GET keeps this page's, so a
      // refresh shows the same page.
      if (saved.reply && !mine && args.request.method === "GET") await write(args, { ...saved, reply: undefined });
      return {
        answers: saved.answers,
        lastResult: args.request.method === "GET" ? mine : null,
        change,
        back: journey.back(saved.answers, step, change),
        status: mine && args.request.method === "GET" ? 400 : 200,
        version,
        attempt: (mine && saved.reply?.id) || "none",
      };
    },

    /** The confirmation page's guard: what the last step recorded, or a redirect to the first open question. */
    async confirmation(args: StepArgs): Promise<Done> {
      const saved = await current(args);
      if (!saved.done) throw redirect(journey.next(saved.answers), 303);
      return saved.done;
    },

    /** Saves `answers` (the step's errors cleared); the redirect to where they lead. */
    async answer(args: StepArgs, answers: Answers, to?: string): Promise<Response> {
      const headers = await write(args, { answers });
      return redirect(to ?? journey.next(answers, isChange(args.request.url)), { status: 303, headers });
    },

    askAgain,

    /**
     * The check page's post, once per journey whichever instance each repeat reaches: this post
     * claims the journey in the store before `send` acts; a repeat (a double click, a resent form)
     * waits for the first and follows it to the confirmation, or, when the first failed and gave
     * its claim back, to the check page and its errors. `send` returns what `finish` (given what the
     * confirmation shows) or `askAgain` returned; `keep()` holds the claim even if `send` then fails
     * (after the provider acted, nothing may send it twice). A claim is given back unless `finish`
     * or `keep` was called, whether `send` returned or threw.
     */
    async sendOnce(
      args: StepArgs,
      send: (finish: (done: Done) => Promise<Response>, keep: () => void) => Promise<Response>,
    ): Promise<Response> {
      const id = await storage.newId(args);
      const onceKey = onceKeyOf(id);
      if (!(await guarded(state.setIfAbsent(onceKey, SENDING, SENDING_TTL_MS)))) {
        const first = await firstOutcome(onceKey);
        if (first === "sent") return redirect(journey.urls.done, 303);
        if (first === "still-sending") throw unavailable(stillSendingMessage);
        return redirect(journey.urls.check, 303);
      }
      let kept = false;
      try {
        return await send(
          async (done) => {
            kept = true;
            const headers = await write(args, { answers: (await current(args)).answers, done });
            await guarded(state.set(onceKey, SENT, JOURNEY_TTL_MS));
            return redirect(journey.urls.done, { status: 303, headers });
          },
          () => {
            kept = true;
          },
        );
      } finally {
        if (!kept) await state.delete(onceKey).catch(() => undefined);
      }
    },

    /** Forgets the journey (e.g. when what it was for is gone). */
    async forget(args: StepArgs): Promise<void> {
      const id = await storage.idOf(args);
      if (id) await guarded(storage.delete(keyOf(id)));
    },
  };
}

const SENDING = "sending";
const SENT = "sent";
/** A claim left by an instance that stopped mid-way lapses after six provider timeouts. */
const SENDING_TTL_MS = 6 * config.PROVIDER_TIMEOUT_MS;
const WAIT_MS = Math.min(SENDING_TTL_MS, 30_000);
const POLL_MS = 100;

/** What the first post came to, as a repeat waiting for it sees it. */
async function firstOutcome(key: string): Promise<"sent" | "given-back" | "still-sending"> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await guarded(state.get(key));
    if (value === undefined) return "given-back";
    if (value === SENT) return "sent";
    if (Date.now() >= deadline) return "still-sending";
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export type JourneyStore<Step extends string, Answers, Done, Alias extends string = never> = ReturnType<
  typeof journeyStore<Step, Answers, Done, Alias>
>;
