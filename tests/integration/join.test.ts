import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { action as addressAction } from "#app/routes/signup/index.tsx";
import { action as checkAction, loader as checkLoader } from "#app/routes/signup/check.tsx";
import { SHOWN_FIELD } from "#app/lib/journey/journey.ts";
import { action as planAction } from "#app/routes/signup/plan.tsx";
import { JOURNEYS_FULL, joinStore } from "#app/routes/signup/join.server.ts";
import { EMAIL_REGISTERED, type JoinAnswers, JOIN_URLS as JOIN_STEPS } from "#app/routes/signup/journey.ts";
import type { LocatedAddress } from "#app/domain/address.ts";
import { qualifyAddress } from "#app/lib/address.server.ts";
import { providerFor } from "#server/provider/index.ts";
import { LIMIT_UNAVAILABLE_MESSAGE } from "#server/security/rate-limit.ts";
import { state } from "#server/state/index.ts";
import { addressBook } from "#sandbox/address-book.ts";
import { outbox, records } from "#sandbox/testing.ts";
import { answer, fromClient, PORTAL, startPortalSandbox } from "./portal.ts";

/**
 * The join journey's last step, "Confirm and join", called directly against the sandbox provider:
 * it runs once per journey however many posts arrive together, and a journey's step answers the
 * try-again message when the state store cannot be reached.
 */

let sandbox: Awaited<ReturnType<typeof startPortalSandbox>>;
beforeAll(async () => {
  sandbox = await startPortalSandbox();
});
afterEach(() => {
  sandbox.sandbox.faults.clear();
  vi.restoreAllMocks();
});
afterAll(() => sandbox.stop());

let visitors = 0;
/** One visitor's address (each test its own, so the per-address limits of one test do not touch another's). */
const nextIp = () => `198.51.100.${++visitors}`;

/** Which visitor sent each request (the Express layer knows it from the connection). */
const senders = new WeakMap<Request, string>();

function post(
  path: string,
  ip: string,
  options: { cookie?: string; form?: Record<string, string>; method?: "GET" } = {},
): Request {
  const headers = new Headers();
  if (options.cookie) headers.set("Cookie", options.cookie);
  const req = new Request(`${PORTAL}${path}`, {
    method: options.method ?? "POST",
    headers,
    body: options.method ? undefined : new URLSearchParams(options.form ?? {}),
  });
  senders.set(req, ip);
  return req;
}

const call = (route: (args: never) => unknown, req: Request) =>
  answer(() => fromClient(() => route({ request: req, context: undefined, params: {} } as never), senders.get(req)));

/**
 * A journey answered up to "Check your answers", as the earlier steps leave it; its cookie (or,
 * given `cookie`, that journey answered again).
 */
async function journeyAtCheck(email: string, ip: string, cookie?: string): Promise<string> {
  const address = addressBook.find((e) => e.address.locationId === "LOC000000001")!.address as LocatedAddress;
  const availability = await qualifyAddress(providerFor(post("/signup", ip)), address);
  const answers: JoinAnswers = {
    address: { address, label: "1 Harbour Street, Sydney NSW 2000", manual: false },
    availability,
    plan: { planCode: "NBN100-20", hardwareCode: "MODEM-AX" },
    details: { firstName: "Jo", lastName: "Citizen", email, mobile: "0412345678", dateOfBirth: "1980-05-01" },
  };
  const saved = await answer(() =>
    joinStore.answer({ request: post(JOIN_STEPS.details, ip, { cookie }), context: undefined as never }, answers),
  );
  expect(saved).toMatchObject({ status: 303, location: JOIN_STEPS.check });
  return saved.response!.headers.get("Set-Cookie")!.split(";")[0]!;
}

/** What the check page's form sends as the visitor's browser shows it: the version of its answers. */
async function shownForm(cookie: string, ip: string): Promise<Record<string, string>> {
  const shown = await call(checkLoader, post(JOIN_STEPS.check, ip, { cookie, method: "GET" }));
  return { [SHOWN_FIELD]: (shown.data as { version?: string } | undefined)?.version ?? "" };
}

/** The check page as the visitor's browser shows it after a post: its status and its errors. */
async function checkPage(cookie: string, ip: string) {
  const shown = await call(checkLoader, post(JOIN_STEPS.check, ip, { cookie, method: "GET" }));
  const lastResult = (shown.data as { lastResult: { error?: Record<string, string[]> } | null }).lastResult;
  return { status: shown.status, errors: lastResult?.error?.[""] ?? [] };
}

/** Counts the provider calls to `path` (the sandbox decides each request's faults once). */
function countCalls(path: string): () => number {
  const decide = vi.spyOn(sandbox.sandbox.faults, "decide");
  return () => decide.mock.calls.filter(([, p]) => p === path).length;
}

const CREATE = "/api/v1/account/create";

describe("Confirm and join", () => {
  it("opens one account for 20 posts of one journey at once, and every post shows its confirmation", async () => {
    const ip = nextIp();
    const cookie = await journeyAtCheck("twenty@example.com", ip);
    // The provider takes a while, so the posts overlap for certain.
    sandbox.sandbox.faults.add([{ path: CREATE, latencyMs: 300 }]);
    const creates = countCalls(CREATE);
    const ordersBefore = (await records(sandbox, "hardware_orders")).length;
    const form = await shownForm(cookie, ip);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(checkAction, post(JOIN_STEPS.check, ip, { cookie, form }))),
    );
    expect(answers.map((a) => [a.status, a.location])).toEqual(Array(20).fill([303, JOIN_STEPS.done]));
    expect(creates()).toBe(1);
    expect((await records(sandbox, "accounts")).filter((r) => r.ref === "twenty@example.com")).toHaveLength(1);
    expect(await records(sandbox, "hardware_orders")).toHaveLength(ordersBefore + 1);
    expect((await outbox(sandbox)).filter((m) => m.to === "twenty@example.com")).toHaveLength(1);
    // A later repeat (the back button, a resent form) shows the confirmation too, without a new account.
    expect(
      await call(checkAction, post(JOIN_STEPS.check, ip, { cookie, form: await shownForm(cookie, ip) })),
    ).toMatchObject({
      status: 303,
      location: JOIN_STEPS.done,
    });
    expect(creates()).toBe(1);
  });

  it("gives the journey back when opening the account fails, so confirming again opens it", async () => {
    const ip = nextIp();
    const cookie = await journeyAtCheck("again@example.com", ip);
    sandbox.sandbox.faults.add([{ path: CREATE, status: 503, times: 1 }]);
    const failed = await call(checkAction, post(JOIN_STEPS.check, ip, { cookie, form: await shownForm(cookie, ip) }));
    expect(failed).toMatchObject({ status: 303, location: JOIN_STEPS.check });
    const shown = await checkPage(cookie, ip);
    expect(shown.status).toBe(400);
    expect(shown.errors).toHaveLength(1);
    const retried = await call(checkAction, post(JOIN_STEPS.check, ip, { cookie, form: await shownForm(cookie, ip) }));
    expect(retried).toMatchObject({ status: 303, location: JOIN_STEPS.done });
    expect((await records(sandbox, "accounts")).filter((r) => r.ref === "again@example.com")).toHaveLength(1);
  });

  it("when the first of 20 posts fails, all 20 follow it back to the check page and its error; confirming again opens one account", async () => {
    const ip = nextIp();
    const cookie = await journeyAtCheck("first-fails@example.com", ip);
    sandbox.sandbox.faults.add([
      { path: CREATE, latencyMs: 200 },
      { path: CREATE, status: 503, times: 1 },
    ]);
    const creates = countCalls(CREATE);
    const form = await shownForm(cookie, ip);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(checkAction, post(JOIN_STEPS.check, ip, { cookie, form }))),
    );
    expect(answers.map((a) => [a.status, a.location])).toEqual(Array(20).fill([303, JOIN_STEPS.check]));
    expect(creates()).toBe(1);
    expect((await checkPage(cookie, ip)).errors).toHaveLength(1);
    expect(
      await call(checkAction, post(JOIN_STEPS.check, ip, { cookie, form: await shownForm(cookie, ip) })),
    ).toMatchObject({
      status: 303,
      location: JOIN_STEPS.done,
    });
    expect(creates()).toBe(2);
    expect((await records(sandbox, "accounts")).filter((r) => r.ref === "first-fails@example.com")).toHaveLength(1);
  });

  it("a visitor who has joined and starts again gets a journey of their own, which opens its own account", async () => {
    const ip = nextIp();
    const cookie = await journeyAtCheck("starts-again@example.com", ip);
    expect(
      await call(checkAction, post(JOIN_STEPS.check, ip, { cookie, form: await shownForm(cookie, ip) })),
    ).toMatchObject({
      status: 303,
      location: JOIN_STEPS.done,
    });
    const started = await call(
      addressAction,
      post("/signup?address=1%20Harbour%20St", ip, { cookie, form: { intent: "choose", locationId: "LOC000000001" } }),
    );
    expect(started).toMatchObject({ status: 303, location: JOIN_STEPS.available });
    // The new journey starts empty: the plan is asked again, and the confirmation is gone.
    const next = started.response!.headers.get("Set-Cookie")!.split(";")[0]!;
    expect(
      await joinStore.answers({ request: post(JOIN_STEPS.plan, ip, { cookie: next }), context: undefined as never }),
    ).toEqual({
      address: expect.objectContaining({ label: "1 Harbour Street, Sydney NSW 2000" }),
      availability: expect.objectContaining({ broadbandType: "nbn" }),
    });
    // The first journey's "sent" never answers for the new one: it opens an account of its own.
    await journeyAtCheck("starts-again-2@example.com", ip, next);
    expect(
      await call(checkAction, post(JOIN_STEPS.check, ip, { cookie: next, form: await shownForm(next, ip) })),
    ).toMatchObject({
      status: 303,
      location: JOIN_STEPS.done,
    });
    const accounts = await records(sandbox, "accounts");
    expect(accounts.filter((r) => r.ref === "starts-again@example.com")).toHaveLength(1);
    expect(accounts.filter((r) => r.ref === "starts-again-2@example.com")).toHaveLength(1);
  });

  it("a registered email is still told so", async () => {
    const ip = nextIp();
    const cookie = await journeyAtCheck("demo@example.com", ip);
    const refused = await call(checkAction, post(JOIN_STEPS.check, ip, { cookie, form: await shownForm(cookie, ip) }));
    expect(refused).toMatchObject({ status: 303, location: JOIN_STEPS.check });
    expect(await checkPage(cookie, ip)).toEqual({ status: 400, errors: [EMAIL_REGISTERED] });
  });
});

/** Every call of the state store fails, as when Redis is unreachable. */
function storeDown() {
  const gone = () => Promise.reject(new Error("The client is closed"));
  const spaces: object[] = [state, ...Object.values(state.spaces)];
  for (const space of spaces) {
    for (const [name, value] of Object.entries(space)) {
      if (typeof value === "function")
        vi.spyOn(space as Record<string, () => Promise<unknown>>, name).mockImplementation(gone);
    }
  }
}

describe("a join step while the state store is unreachable", () => {
  it("the address step answers 503 with the try-again message, not 502 'Something went wrong.'", async () => {
    const ip = nextIp();
    storeDown();
    const chosen = await call(
      addressAction,
      post("/signup?address=1%20Harbour%20St", ip, { form: { intent: "choose", locationId: "LOC000000001" } }),
    );
    expect(chosen.status).toBe(503);
    expect(JSON.stringify(chosen.data ?? (await chosen.response?.text()))).toContain(LIMIT_UNAVAILABLE_MESSAGE);
  });

  it("the plan and check steps answer the same", async () => {
    const ip = nextIp();
    const cookie = await journeyAtCheck("down@example.com", ip);
    storeDown();
    for (const [route, path, form] of [
      [planAction, JOIN_STEPS.plan, { planCode: "NBN100-20" }],
      [checkAction, JOIN_STEPS.check, {}],
    ] as const) {
      const answered = await call(route, post(path, ip, { cookie, form }));
      expect(answered.status).toBe(503);
      expect(JSON.stringify(answered.data ?? (await answered.response?.text()))).toContain(LIMIT_UNAVAILABLE_MESSAGE);
    }
    expect((await records(sandbox, "accounts")).some((r) => r.ref === "down@example.com")).toBe(false);
  });
});

describe("when the join space is full", () => {
  it("a new journey is asked to try again shortly (503); a journey under way goes on; security records stay", async () => {
    const ip = nextIp();
    const underWay = await journeyAtCheck("under-way@example.com", ip);
    await state.set("revoked:full-test", "1", 60_000);
    expect(await state.setIfAbsent("payment:A10001:full-test", "pending", 60_000)).toBe(true);
    const fillers: string[] = [];
    try {
      for (let i = 0; ; i++) {
        if ((await state.spaces.join.set(`filler:${i}`, "{}", 60_000, `filler-${i}`)) === "full") break;
        fillers.push(`filler:${i}`);
      }
      const started = await call(
        addressAction,
        post("/signup?address=1%20Harbour%20St", nextIp(), { form: { intent: "choose", locationId: "LOC000000001" } }),
      );
      expect(started.status).toBe(503);
      expect(started.response!.headers.get("Retry-After")).toBe("60");
      expect(await started.response!.json()).toEqual({ message: JOURNEYS_FULL });
      expect(JOURNEYS_FULL).toMatch(/Try again shortly\.$/);
      // The visitor who had started goes on and joins.
      const changed = await call(
        planAction,
        post(`${JOIN_STEPS.plan}?change=1`, ip, {
          cookie: underWay,
          form: { planCode: "NBN100-20", hardwareCode: "MODEM-AX", voipCode: "none" },
        }),
      );
      expect(changed).toMatchObject({ status: 303, location: JOIN_STEPS.check });
      expect(
        await call(checkAction, post(JOIN_STEPS.check, ip, { cookie: underWay, form: await shownForm(underWay, ip) })),
      ).toMatchObject({
        status: 303,
        location: JOIN_STEPS.done,
      });
      expect(await state.get("revoked:full-test")).toBe("1");
      expect(await state.get("payment:A10001:full-test")).toBe("pending");
    } finally {
      await Promise.all(fillers.map((key) => state.spaces.join.delete(key)));
    }
  });
});
