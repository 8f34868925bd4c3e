import { describe, expect, it } from "vitest";
import { ProviderError, messages } from "#server/provider/errors.ts";
import { runInRequest } from "#server/request-context.ts";
import { sessionCookie } from "#server/session.ts";
import {
  attempt,
  attemptMain,
  fromProvider,
  providerFailure,
  quietly,
  recoverable,
  rethrowUnauthorized,
  SESSION_EXPIRED_URL,
} from "./provider-outcome.server.ts";

const status = (code: number, data?: unknown) =>
  new ProviderError({ kind: "status", status: code, message: messages.status(code), data });
const unauthorized = () => status(401, { message: "jwt expired" });

/** What a call throws (a redirect Response, route error data, or an error), or "returned". */
async function thrown(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (caught) {
    return caught;
  }
  return "returned";
}

/** A provider 401 signs the visitor out: a redirect to /login?expired=1 that deletes the session cookie. */
function expectSignedOut(caught: unknown) {
  expect(caught).toBeInstanceOf(Response);
  const response = caught as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/login?expired=1");
  const cookie = response.headers.get("Set-Cookie") ?? "";
  expect(cookie.startsWith(`${sessionCookie.name}=;`)).toBe(true);
  expect(cookie).toMatch(/Max-Age=0/);
  expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
}

describe("a provider 401 signs the visitor out, through every helper", () => {
  it("rethrowUnauthorized: a 401 becomes the sign-out; anything else is left to the caller", async () => {
    expect(SESSION_EXPIRED_URL).toBe("/login?expired=1");
    expectSignedOut(await thrown(() => rethrowUnauthorized(unauthorized())));
    expect(await thrown(() => rethrowUnauthorized(status(403)))).toBe("returned");
    expect(await thrown(() => rethrowUnauthorized(new Error("bug")))).toBe("returned");
  });

  it("fromProvider, attempt, quietly and recoverable all sign out on a 401", async () => {
    expectSignedOut(await thrown(() => fromProvider(Promise.reject(unauthorized()))));
    expectSignedOut(await thrown(() => attempt(Promise.reject(unauthorized()))));
    expectSignedOut(await thrown(() => Promise.reject(unauthorized()).catch(quietly(null))));
    expectSignedOut(await thrown(() => recoverable(unauthorized())));
    expectSignedOut(await thrown(() => providerFailure(unauthorized())));
  });
});

describe("load this, or show the spec's message", () => {
  it("attempt keeps the value, or plain words with spec §8's message as the detail", async () => {
    expect(await attempt(Promise.resolve(42))).toEqual({ ok: true, value: 42 });
    expect(await attempt(Promise.reject(status(500, { message: "stack trace" })))).toEqual({
      ok: false,
      message: "Something went wrong on our side, so this could not be shown. Please try again in a few minutes.",
      detail: "Request failed with status code 500",
      late: false,
    });
    expect(
      await attempt(Promise.reject(new ProviderError({ kind: "timeout", message: messages.timeout(10_000) }))),
    ).toEqual({
      ok: false,
      message: "Our systems were slow to answer, so this could not load in time. Please try again in a moment.",
      detail: "timeout of 10000 ms exceeded",
      late: true,
    });
  });

  it("fromProvider gives the value, or the route error screen (502, spec §8's message)", async () => {
    expect(await fromProvider(Promise.resolve("ok"))).toBe("ok");
    const caught = await thrown(() =>
      fromProvider(Promise.reject(new ProviderError({ kind: "network", message: messages.network }))),
    );
    // React Router turns thrown data() into the route error (isRouteErrorResponse in the boundary).
    expect(caught).toMatchObject({
      type: "DataWithResponseInit",
      data: {
        message: "We could not reach our systems just now. Please try again in a moment.",
        detail: "Network Error",
      },
      init: { status: 502 },
    });
  });

  it("quietly falls back for spec §8's silent loads", async () => {
    expect(await Promise.reject(status(500)).catch(quietly([]))).toEqual([]);
    expect(
      await Promise.reject(new ProviderError({ kind: "network", message: messages.network })).catch(quietly(null)),
    ).toBeNull();
  });

  it("recoverable hands back the provider error of a refusal or an outage, for its customerMessage", () => {
    const refusal = status(422, { message: "That number cannot take call forwarding." });
    expect(recoverable(refusal)).toBe(refusal);
    expect(recoverable(refusal).customerMessage).toBe("That number cannot take call forwarding.");
    expect(recoverable(status(503, { message: "db down" })).customerMessage).not.toContain("db down");
  });

  it("errors that are not provider errors are bugs: they propagate", async () => {
    const bug = new TypeError("undefined is not a function");
    expect(await thrown(() => attempt(Promise.reject(bug)))).toBe(bug);
    expect(await thrown(() => fromProvider(Promise.reject(bug)))).toBe(bug);
    expect(await thrown(() => recoverable(bug))).toBe(bug);
    expect(await thrown(() => providerFailure(bug))).toBe(bug);
  });
});

describe("what the customer saw, for the page outcome metric", () => {
  /** The outcome a page ends with after `work` ran as part of its request. */
  async function outcomeOf(work: () => Promise<unknown>): Promise<string | undefined> {
    const route: { pattern: string | undefined; outcome?: "degraded" | "failed" } = { pattern: "home" };
    await runInRequest({ id: "t", clientIp: "127.0.0.1", nonce: "", route }, () => work().catch(() => undefined));
    return route.outcome;
  }
  const timeout = () => new ProviderError({ kind: "timeout", message: messages.timeout(2500) });

  it("a card that could not load degrades the page; a refusal (4xx) or a customer who left does not", async () => {
    expect(await outcomeOf(() => attempt(Promise.reject(timeout())))).toBe("degraded");
    expect(await outcomeOf(() => attempt(Promise.reject(status(502))))).toBe("degraded");
    expect(await outcomeOf(() => Promise.reject(status(500)).catch(quietly(null)))).toBe("degraded");
    expect(await outcomeOf(() => attempt(Promise.reject(status(404))))).toBeUndefined();
    expect(
      await outcomeOf(() => attempt(Promise.reject(new ProviderError({ kind: "aborted", message: messages.aborted })))),
    ).toBeUndefined();
    expect(await outcomeOf(() => attempt(Promise.resolve(1)))).toBeUndefined();
  });

  it("the page's main data that could not load fails the page, as does the route error screen", async () => {
    expect(await outcomeOf(() => attemptMain(Promise.reject(status(500))))).toBe("failed");
    expect(await outcomeOf(() => attemptMain(Promise.reject(status(404))))).toBe("failed");
    expect(await outcomeOf(() => fromProvider(Promise.reject(timeout())))).toBe("failed");
    expect(await outcomeOf(() => attemptMain(Promise.resolve(1)))).toBeUndefined();
  });
});
