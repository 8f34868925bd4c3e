import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type Portal, portalContext } from "#app/lib/portal.server.ts";
import { state } from "#server/state/index.ts";
import { CHANGED_ELSEWHERE, defineJourney, SHOWN_FIELD } from "./journey.ts";
import { journeyStore, type StepArgs, versionOf } from "./journey.server.ts";

type Answers = { amount?: string; card?: string };

const journey = defineJourney({
  name: "test-pay",
  urls: { amount: "/t", card: "/t/card", check: "/t/check", done: "/t/done" },
  answered: { amount: (a: Answers) => Boolean(a.amount), card: (a) => Boolean(a.card) },
  exit: "/home",
});
const store = journeyStore<"amount" | "card", Answers, { reference: string }>(journey, {
  who: "customer",
  start: () => ({}),
});

let sids = 0;
function customer() {
  const sid = `sid-${++sids}`;
  return (path: string, method = "GET", cookie?: string, body?: BodyInit): StepArgs => {
    const context = new RouterContextProvider();
    context.set(portalContext, { session: { get: (k: string) => (k === "sid" ? sid : undefined) } } as Portal);
    const headers = cookie ? { Cookie: cookie } : undefined;
    return { request: new Request(`http://localhost${path}`, { method, headers, body }), context };
  };
}

/** What a guard threw: a redirect's status and Location. */
async function redirected(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    throw error;
  }
  throw new Error("nothing was thrown");
}

/**
 * What a step answered: answers and sends return their redirect (so a caller's own try/catch
 * never has to tell a redirect from a failure); a thrown one fails the test.
 */
async function returned(run: () => Promise<unknown>) {
  const value = await run();
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
  throw new Error("no Response was returned");
}

describe("a customer's journey in the store", () => {
  it("sends a page that comes too early to the first open question", async () => {
    const as = customer();
    expect(await redirected(() => store.page(as("/t/card"), "card"))).toEqual({ status: 303, location: "/t" });
    expect((await store.page(as("/t"), "amount")).answers).toEqual({});
  });

  it("answers every post with a 303, onwards or back to check-your-answers after a change", async () => {
    const as = customer();
    expect(await returned(() => store.answer(as("/t", "POST"), { amount: "20" }))).toEqual({
      status: 303,
      location: "/t/card",
    });
    expect(await returned(() => store.answer(as("/t/card", "POST"), { amount: "20", card: "tok" }))).toEqual({
      status: 303,
      location: "/t/check",
    });
    expect(await returned(() => store.answer(as("/t?change=1", "POST"), { amount: "30", card: "tok" }))).toEqual({
      status: 303,
      location: "/t/check",
    });
    expect((await store.page(as("/t/check"), "check")).back).toBe("/t/card");
  });

  it("keeps a failed post's errors for its page (without secrets), through a reload, until the customer moves on", async () => {
    const as = customer();
    await returned(() => store.answer(as("/t", "POST"), { amount: "20" }));
    const failed = {
      status: "error" as const,
      initialValue: { cardNumber: "4242424242424242", securityCode: "123", name: "A Customer" },
      error: { cardNumber: ["Enter a valid card number"] },
    };
    expect(await returned(() => store.askAgain(as("/t/card", "POST"), "card", failed))).toEqual({
      status: 303,
      location: "/t/card",
    });
    for (let reload = 0; reload < 2; reload++) {
      const shown = await store.page(as("/t/card"), "card");
      expect(shown.status).toBe(400);
      expect(shown.lastResult?.initialValue).toEqual({ name: "A Customer" });
      expect(shown.lastResult?.error).toEqual(failed.error);
    }
    // Nothing secret reached the store.
    expect(await state.get(`journey:test-pay:sid-${sids}`)).not.toMatch(/4242|123/);
    // Another page clears them; coming back shows the question afresh.
    expect((await store.page(as("/t"), "amount")).lastResult).toBeNull();
    expect((await store.page(as("/t/card"), "card")).status).toBe(200);
  });

  it("sends once: a repeat sent together follows the first to its confirmation", async () => {
    const as = customer();
    await returned(() => store.answer(as("/t", "POST"), { amount: "20", card: "tok" }));
    let sent = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const post = () =>
      returned(() =>
        store.sendOnce(as("/t/check", "POST"), async (finish) => {
          sent++;
          await gate;
          return finish({ reference: "R-1" });
        }),
      );
    const first = post();
    const second = post();
    release();
    expect(await Promise.all([first, second])).toEqual([
      { status: 303, location: "/t/done" },
      { status: 303, location: "/t/done" },
    ]);
    expect(sent).toBe(1);
    expect(await store.confirmation(as("/t/done"))).toEqual({ reference: "R-1" });
    // Once sent, every page but the first leads to the confirmation; the first starts again.
    expect(await redirected(() => store.page(as("/t/check"), "check"))).toEqual({ status: 303, location: "/t/done" });
    expect((await store.page(as("/t"), "amount")).answers).toEqual({});
    expect(await redirected(() => store.confirmation(as("/t/done")))).toEqual({ status: 303, location: "/t" });
  });

  it("gives the claim back when the send fails, so the customer can try again", async () => {
    const as = customer();
    await returned(() => store.answer(as("/t", "POST"), { amount: "20", card: "tok" }));
    const failure = { status: "error" as const, error: { "": ["Your payment was not taken"] } };
    expect(
      await returned(() =>
        store.sendOnce(as("/t/check", "POST"), () => store.askAgain(as("/t/check", "POST"), "check", failure)),
      ),
    ).toEqual({ status: 303, location: "/t/check" });
    expect((await store.page(as("/t/check"), "check")).lastResult?.error).toEqual(failure.error);
    let sent = 0;
    await returned(() =>
      store.sendOnce(as("/t/check", "POST"), (finish) => {
        sent++;
        return finish({ reference: "R-2" });
      }),
    );
    expect(sent).toBe(1);
  });
});

describe("a check page sends the version of the answers it showed", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  it("goes on when the answers are those shown, however often the page was drawn", async () => {
    const as = customer();
    await returned(() => store.answer(as("/t", "POST"), { amount: "22", card: "tok" }));
    const shown = await store.page(as("/t/check"), "check");
    expect(shown.version).toMatch(/^[\w-]{22}$/);
    expect((await store.page(as("/t/check"), "check")).version).toBe(shown.version);
    // Changed in another tab to the same answer: still what was shown.
    await returned(() => store.answer(as("/t?change=1", "POST"), { amount: "22", card: "tok" }));
    const post = as("/t/check", "POST", undefined, form({ [SHOWN_FIELD]: shown.version, other: "x" }));
    expect((await store.page(post, "check")).answers).toEqual({ amount: "22", card: "tok" });
    // The action can still read the body the guard looked at.
    expect((await post.request.formData()).get("other")).toBe("x");
  });

  it("refuses a journey changed since, before anything is sent, and shows it again with its answers now", async () => {
    const as = customer();
    await returned(() => store.answer(as("/t", "POST"), { amount: "22", card: "tok" }));
    const shown = await store.page(as("/t/check"), "check");
    // Another tab changes the amount.
    await returned(() => store.answer(as("/t?change=1", "POST"), { amount: "33", card: "tok" }));
    const stale = () => as("/t/check.data", "POST", undefined, form({ [SHOWN_FIELD]: shown.version }));
    expect(await redirected(() => store.page(stale(), "check"))).toEqual({ status: 303, location: "/t/check" });
    const again = await store.page(as("/t/check"), "check");
    expect(again.status).toBe(400);
    expect(again.answers).toEqual({ amount: "33", card: "tok" });
    expect(again.lastResult?.error).toEqual({ "": [CHANGED_ELSEWHERE] });
    expect(again.version).toBe(versionOf({ amount: "33", card: "tok" }));
    expect(again.version).not.toBe(shown.version);
    // Refused while the answers differ; sent once the page that shows them is posted.
    expect(await redirected(() => store.page(stale(), "check"))).toEqual({ status: 303, location: "/t/check" });
    const current = as("/t/check", "POST", undefined, form({ [SHOWN_FIELD]: again.version }));
    expect((await store.page(current, "check")).answers).toEqual({ amount: "33", card: "tok" });
  });

  it("refuses a post that names no version, or is not a form, never with a 500", async () => {
    const as = customer();
    await returned(() => store.answer(as("/t", "POST"), { amount: "22", card: "tok" }));
    for (const body of [undefined, form({}), JSON.stringify({ [SHOWN_FIELD]: "x" }), form({ [SHOWN_FIELD]: "" })]) {
      expect(await redirected(() => store.page(as("/t/check", "POST", undefined, body), "check"))).toEqual({
        status: 303,
        location: "/t/check",
      });
    }
  });

  it("asks only the check page's post: a question's post and every GET go on", async () => {
    const as = customer();
    await returned(() => store.answer(as("/t", "POST"), { amount: "22", card: "tok" }));
    expect((await store.page(as("/t/card", "POST"), "card")).answers.card).toBe("tok");
    expect((await store.page(as("/t/check"), "check")).status).toBe(200);
  });
});

describe("a visitor's journey", () => {
  const visitor = journeyStore<"amount" | "card", Answers, { reference: string }>(
    { ...journey, name: "test-join" },
    { who: "visitor", space: "join", start: () => ({}) },
  );
  const plain = (path: string, method = "GET", cookie?: string): StepArgs => ({
    request: new Request(`http://localhost${path}`, { method, headers: cookie ? { Cookie: cookie } : {} }),
    context: new RouterContextProvider(),
  });

  it("is found again by its signed cookie, and only by it", async () => {
    const response = await visitor.answer(plain("/t", "POST"), { amount: "5" });
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
    expect((await visitor.page(plain("/t/card", "GET", cookie), "card")).answers).toEqual({ amount: "5" });
    const forged = cookie.replace(/=([^.]*)/, "=0123456789abcdef0123456789abcdef");
    expect(await redirected(() => visitor.page(plain("/t/card", "GET", forged), "card"))).toEqual({
      status: 303,
      location: "/t",
    });
  });
});
