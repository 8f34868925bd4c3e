import { signInOutcome, signInPost } from "#tests/sign-in-posts.ts";
import { HttpResponse, http } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  PROVIDER_TEST_URL,
  callUrl,
  fakeToken,
  providerFaults,
  providerHandlers,
  setupProviderServer,
} from "#tests/mocks/provider.ts";
import { fromClient } from "#tests/from-client.ts";
import { type AuditLine, setAuditSink } from "./audit/index.ts";
import { attemptPasswordResetRequest, authenticator, isValidToken, type SignedIn, tokenExp } from "./auth.ts";
import { config } from "./config.ts";
import { calls } from "./provider/calls.ts";

/**
 * The sign-in strategies with the provider (msw) as the verifier: what each answer of the
 * provider becomes, and the limits that stop the provider being asked at all.
 */

const server = setupProviderServer(...providerHandlers());
const providerUrl = config.providerUrl;
beforeAll(() => {
  // The portal's client asks config.providerUrl; point it at msw's provider for this file.
  config.providerUrl = PROVIDER_TEST_URL;
  server.listen({ onUnhandledFrame: "error" });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  config.providerUrl = providerUrl;
});

/** One sign-in from a client address of its own, so one test's per-address limits never touch another's. */
const signInFrom = (strategy: "password" | "email-link", req: Request) =>
  fromClient(() => authenticator.authenticate(strategy, req));

const post = signInPost;
const outcome = signInOutcome;

/** A sign-in form's post carrying a Cookie header (a device cookie). */
const postWithCookie = (fields: Record<string, string>, cookie?: string) =>
  new Request("http://portal.test/login", {
    method: "POST",
    headers: cookie ? { Cookie: cookie } : {},
    body: new URLSearchParams(fields),
  });
/** The `name=value` part of a Set-Cookie header, as the browser sends it back. */
const cookieOf = (header: string | undefined) => header?.split(";")[0] ?? "";

/** Records what the provider was asked. */
function recorder(call: (typeof calls.authentication)[keyof typeof calls.authentication], answer: () => Response) {
  const seen: unknown[] = [];
  const method = call.method === "GET" ? http.get : http.post;
  server.use(
    method(callUrl(call), async ({ request }) => {
      seen.push(call.method === "GET" ? request.headers.get("x-access-token") : await request.json());
      return answer();
    }),
  );
  return seen;
}

describe("password strategy", () => {
  it("signs in with the provider's token for the trimmed email and the password as typed", async () => {
    const token = fakeToken();
    const seen = recorder(calls.authentication.getToken, () => HttpResponse.json({ token }));
    const result = await signInFrom("password", post({ email: "  demo@example.com ", password: " pw " }));
    expect(result).toEqual({ token, method: "password", deviceCookie: expect.stringMatching(/^ssp_device=/) });
    expect(seen).toEqual([{ email: "demo@example.com", password: " pw " }]);
  });

  it("a 4xx is a refusal; a 5xx or no answer is spec §8's message", async () => {
    server.use(providerFaults.status(calls.authentication.getToken, 401));
    const refused = await outcome(signInFrom("password", post({ email: "a@example.com", password: "x" })));
    expect(refused).toMatchObject({ reason: "refused" });

    server.use(providerFaults.status(calls.authentication.getToken, 503));
    const down = await outcome(signInFrom("password", post({ email: "a@example.com", password: "x" })));
    expect(down).toMatchObject({
      reason: "unavailable",
      message: expect.stringMatching(/^Something went wrong on our side.*\(Request failed with status code 503\)$/),
    });

    server.use(providerFaults.networkError(calls.authentication.getToken));
    const gone = await outcome(signInFrom("password", post({ email: "a@example.com", password: "x" })));
    expect(gone).toMatchObject({
      reason: "unavailable",
      message: expect.stringMatching(/^We could not reach our systems.*\(Network Error\)$/),
    });
  });

  it("without a device cookie: 10 wrong passwords lock an account at one address, 20 at every address", async () => {
    const seen = recorder(calls.authentication.getToken, () => HttpResponse.json({ message: "no" }, { status: 401 }));
    const attempt = (email: string, address?: string) =>
      outcome(fromClient(() => authenticator.authenticate("password", post({ email, password: "wrong" })), address));
    for (let i = 0; i < 10; i++)
      expect(await attempt("limited@example.com", "198.51.100.1")).toMatchObject({ reason: "refused" });
    expect(await attempt("LIMITED@example.com", "198.51.100.1")).toMatchObject({ reason: "rate-limited" });
    expect(seen).toHaveLength(10);
    // Another account at that address is not affected; the account at another address is, from 20.
    expect(await attempt("other@example.com", "198.51.100.1")).toMatchObject({ reason: "refused" });
    for (let i = 0; i < 10; i++) expect(await attempt("limited@example.com")).toMatchObject({ reason: "refused" });
    expect(await attempt("limited@example.com")).toMatchObject({ reason: "rate-limited" });
    expect(seen).toHaveLength(21);
  });

  it("the owner's device signs in whatever was tried elsewhere, and locks out by itself", async () => {
    const email = "owner@example.com";
    let accept = true;
    const seen = recorder(calls.authentication.getToken, () =>
      accept ? HttpResponse.json({ token: fakeToken() }) : HttpResponse.json({ message: "no" }, { status: 401 }),
    );
    const attempt = (password: string, cookie?: string, address?: string) =>
      outcome(
        fromClient(() => authenticator.authenticate("password", postWithCookie({ email, password }, cookie)), address),
      );

    const first = await attempt("right");
    expect(first).toMatchObject({ method: "password", deviceCookie: expect.stringMatching(/^ssp_device=[\w.-]+; /) });
    const phone = cookieOf((first as SignedIn).deviceCookie);
    expect((first as SignedIn).deviceCookie).toContain("HttpOnly; SameSite=Strict");

    // An attacker from 25 addresses: the account's untrusted devices are locked out.
    accept = false;
    for (let i = 0; i < 25; i++) await attempt("guess");
    expect(await attempt("guess")).toMatchObject({ reason: "rate-limited" });
    expect(seen).toHaveLength(21);

    // The owner's phone: the right password signs in (and renews its cookie).
    accept = true;
    const again = await attempt("right", phone);
    expect(again).toMatchObject({ method: "password" });
    expect(seen).toHaveLength(22);
    const renewed = cookieOf((again as SignedIn).deviceCookie);

    // A device cookie names its account: it is no use for another one.
    expect(
      await outcome(
        fromClient(() =>
          authenticator.authenticate(
            "password",
            postWithCookie({ email: "limited-too@example.com", password: "x" }, renewed),
          ),
        ),
      ),
    ).toMatchObject({ method: "password" });

    // The phone guessing: 10 wrong passwords lock the phone alone, the right one then too.
    accept = false;
    for (let i = 0; i < 10; i++) expect(await attempt("guess", renewed)).toMatchObject({ reason: "refused" });
    accept = true;
    expect(await attempt("right", renewed)).toMatchObject({ reason: "rate-limited" });
    // A forged or altered cookie is an untrusted device (locked out above).
    expect(await attempt("right", `${renewed.slice(0, -2)}xx`)).toMatchObject({ reason: "rate-limited" });
  });

  it("an outage uses up no allowance: 40 sign-ins from one address that the provider never answered, then the right password signs in", async () => {
    const address = "198.51.100.77";
    const attempt = () =>
      outcome(
        fromClient(
          () => authenticator.authenticate("password", post({ email: "outage@example.com", password: "pw" })),
          address,
        ),
      );
    const failures = [
      providerFaults.status(calls.authentication.getToken, 503),
      providerFaults.networkError(calls.authentication.getToken),
      providerFaults.status(calls.authentication.getToken, 500),
      providerFaults.status(calls.authentication.getToken, 429),
    ];
    for (let i = 0; i < 40; i++) {
      server.use(failures[i % failures.length]!);
      expect(await attempt(), `attempt ${i + 1}`).toMatchObject({ reason: "unavailable" });
    }
    server.resetHandlers();
    const seen = recorder(calls.authentication.getToken, () => HttpResponse.json({ token: fakeToken() }));
    expect(await attempt()).toMatchObject({ method: "password" });
    expect(seen).toHaveLength(1);
  });

  it("a success clears the count of refusals", async () => {
    let accept = false;
    const seen = recorder(calls.authentication.getToken, () =>
      accept ? HttpResponse.json({ token: fakeToken() }) : HttpResponse.json({ message: "no" }, { status: 401 }),
    );
    const attempt = () => outcome(signInFrom("password", post({ email: "reset@example.com", password: "pw" })));
    for (let i = 0; i < 9; i++) expect(await attempt()).toMatchObject({ reason: "refused" });
    accept = true;
    expect(await attempt()).toMatchObject({ method: "password" });
    accept = false;
    for (let i = 0; i < 10; i++) expect(await attempt()).toMatchObject({ reason: "refused" });
    expect(seen).toHaveLength(20);
  });
});

describe("the audit trail of sign-in attempts", () => {
  afterEach(() => setAuditSink(undefined));

  it("a refusal, a provider failure and a lockout each write one line, with the email keyed and no password", async () => {
    const lines: AuditLine[] = [];
    setAuditSink({ info: (line) => lines.push(line) });
    const attempt = () =>
      outcome(
        fromClient(
          () => authenticator.authenticate("password", post({ email: "audited@example.com", password: "secret-pw-1" })),
          "198.51.100.2",
        ),
      );
    server.use(providerFaults.status(calls.authentication.getToken, 503));
    await attempt();
    server.use(providerFaults.status(calls.authentication.getToken, 401));
    for (let i = 0; i < 10; i++) await attempt();
    expect(await attempt()).toMatchObject({ reason: "rate-limited" });

    expect(lines.map((l) => `${l.event} ${l.outcome}`)).toEqual([
      "sign-in.failed error",
      ...Array<string>(10).fill("sign-in.failed refused"),
      "sign-in.locked refused",
    ]);
    const keys = new Set(lines.map((l) => l.emailKey));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f]{16}$/);
    const text = JSON.stringify(lines);
    expect(text).not.toContain("audited@example.com");
    expect(text).not.toContain("secret-pw-1");
    for (const line of lines)
      expect(line).toMatchObject({ kind: "audit", account: null, session: null, method: "password" });
  });
});

describe("email-link strategy", () => {
  it("a posted email asks the provider for a link with the wholesaler code, then redirects to 'check your email'", async () => {
    const seen = recorder(calls.authentication.authenticateViaEmail, () => HttpResponse.json({ message: "sent" }));
    const answer = await outcome(signInFrom("email-link", post({ email: " link@example.com " })));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/login?sent=1");
    expect(seen).toEqual([{ email: "link@example.com", wid: config.wholesaler.code ?? "" }]);
  });

  it("gives the same answer when the provider refuses the address, and reports an outage", async () => {
    server.use(providerFaults.status(calls.authentication.authenticateViaEmail, 404));
    const unknown = await outcome(signInFrom("email-link", post({ email: "nobody@example.com" })));
    expect((unknown as Response).headers.get("Location")).toBe("/login?sent=1");

    server.use(providerFaults.status(calls.authentication.authenticateViaEmail, 500));
    const down = await outcome(signInFrom("email-link", post({ email: "down@example.com" })));
    expect(down).toMatchObject({
      reason: "unavailable",
      message: expect.stringMatching(/^Something went wrong on our side.*\(Request failed with status code 500\)$/),
    });
  });

  it("sends at most 3 links per address per 15 minutes", async () => {
    const seen = recorder(calls.authentication.authenticateViaEmail, () => HttpResponse.json({ message: "sent" }));
    const ask = () => outcome(signInFrom("email-link", post({ email: "thrice@example.com" })));
    for (let i = 0; i < 3; i++) expect(await ask()).toBeInstanceOf(Response);
    expect(await ask()).toMatchObject({ reason: "rate-limited" });
    expect(seen).toHaveLength(3);
  });

  it("a device the account signed in on has links of its own; a provider failure uses up nothing", async () => {
    const email = "linked@example.com";
    server.use(http.post(callUrl(calls.authentication.getToken), () => HttpResponse.json({ token: fakeToken() })));
    const signedIn = await signInFrom("password", postWithCookie({ email, password: "right" }));
    const phone = cookieOf(signedIn.deviceCookie);
    const seen = recorder(calls.authentication.authenticateViaEmail, () => HttpResponse.json({ message: "sent" }));
    const ask = (cookie?: string) => outcome(signInFrom("email-link", postWithCookie({ email }, cookie)));
    for (let i = 0; i < 3; i++) expect(await ask()).toBeInstanceOf(Response);
    expect(await ask()).toMatchObject({ reason: "rate-limited" });
    server.use(providerFaults.status(calls.authentication.authenticateViaEmail, 503));
    for (let i = 0; i < 5; i++) expect(await ask(phone)).toMatchObject({ reason: "unavailable" });
    server.resetHandlers();
    const after = recorder(calls.authentication.authenticateViaEmail, () => HttpResponse.json({ message: "sent" }));
    for (let i = 0; i < 3; i++) expect(await ask(phone)).toBeInstanceOf(Response);
    expect(await ask(phone)).toMatchObject({ reason: "rate-limited" });
    expect([seen.length, after.length]).toEqual([3, 3]);
  });

  it("reset links: the same rule, each kind with its own counts", async () => {
    const email = "reset-link@example.com";
    server.use(http.post(callUrl(calls.authentication.getToken), () => HttpResponse.json({ token: fakeToken() })));
    const phone = cookieOf((await signInFrom("password", postWithCookie({ email, password: "right" }))).deviceCookie);
    const ask = async (cookie?: string) =>
      (await fromClient(() => attemptPasswordResetRequest(postWithCookie({ email }, cookie), email))).outcome;
    for (let i = 0; i < 3; i++) expect(await ask()).toBe("allowed");
    expect(await ask()).toBe("over");
    for (let i = 0; i < 3; i++) expect(await ask(phone)).toBe("allowed");
    expect(await ask(phone)).toBe("over");
    // Reset links asked for take nothing from sign-in links or passwords.
    server.use(
      http.post(callUrl(calls.authentication.authenticateViaEmail), () => HttpResponse.json({ message: "sent" })),
    );
    expect(await outcome(signInFrom("email-link", post({ email })))).toBeInstanceOf(Response);
    expect(await outcome(signInFrom("password", post({ email, password: "right" })))).toMatchObject({
      method: "password",
    });
  });

  it("a URL token is exchanged with refresh-token for the session's token", async () => {
    const exchanged = fakeToken();
    const seen = recorder(calls.authentication.refreshToken, () => HttpResponse.json({ token: exchanged }));
    const request = new Request("http://portal.test/home?token=link-token");
    expect(await authenticator.authenticate("email-link", request)).toEqual({ token: exchanged, method: "link" });
    expect(seen).toEqual(["link-token"]);
  });

  it("a token the provider refuses (used, expired, not ours) is refused", async () => {
    server.use(providerFaults.status(calls.authentication.refreshToken, 401));
    const answer = await outcome(
      authenticator.authenticate("email-link", new Request("http://portal.test/home?token=used")),
    );
    expect(answer).toMatchObject({ reason: "refused" });
  });
});

function jwt(payload: unknown, header: object = { alg: "HS256", typ: "JWT" }): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode(header)}.${encode(payload)}.c2lnbmF0dXJl`;
}

describe("isValidToken and tokenExp", () => {
  const now = 1_800_000_000;

  it("accepts a token whose exp is in the future", () => {
    expect(isValidToken(jwt({ exp: now + 1, accountCode: "A1" }), now)).toBe(true);
    expect(isValidToken(jwt({ exp: now + 600 }), now)).toBe(true);
    expect(tokenExp(jwt({ exp: now + 600 }))).toBe(now + 600);
  });

  it("uses the clock when no time is given", () => {
    expect(isValidToken(jwt({ exp: Math.floor(Date.now() / 1000) + 60 }))).toBe(true);
    expect(isValidToken(jwt({ exp: Math.floor(Date.now() / 1000) - 60 }))).toBe(false);
  });

  it.each([
    ["expired", jwt({ exp: now - 1 })],
    ["expiring now", jwt({ exp: now })],
    ["no exp", jwt({ sub: "x" })],
    ["string exp", jwt({ exp: String(now + 100) })],
    ["null exp", jwt({ exp: null })],
    ["array payload", jwt([now + 100])],
    ["number payload", jwt(now + 100)],
    ["empty", ""],
    ["not a JWT", "abc"],
    [
      "two parts",
      jwt({ exp: now + 100 })
        .split(".")
        .slice(0, 2)
        .join("."),
    ],
    ["four parts", `${jwt({ exp: now + 100 })}.x`],
    ["bad base64", "a.!!!.c"],
    ["not JSON", `a.${Buffer.from("not json").toString("base64url")}.c`],
    ["invalid UTF-8", `a.${Buffer.from([0xff, 0xfe]).toString("base64url")}.c`],
    ["undefined", undefined],
    ["number", 123],
  ])("rejects %s", (_label, token) => {
    expect(isValidToken(token, now)).toBe(false);
  });

  it("reads UTF-8 payloads with base64url characters", () => {
    expect(tokenExp(jwt({ exp: now + 100, name: "Zoë ~~~ ???" }))).toBe(now + 100);
  });
});
