import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { freePort, onFreePorts } from "#tests/free-ports.ts";
import { type RedisServer, startRedisServer } from "#tests/redis-server.ts";
import { type OwnPortal, startOwnPortal } from "./own-portal.ts";
import { shownOn } from "./journey-checks.ts";
import { DEMO } from "./support.ts";

/**
 * Scale-out: two portal processes on two ports sharing one real redis-server and one
 * sandbox (its own process, as `npm run sandbox` runs it), behaving as one portal; and what
 * happens when Redis is unreachable at start or lost while running (docs/decisions/019).
 * Cookies on localhost are shared between ports, so one browser context talks to both instances.
 */

const root = path.resolve(fileURLToPath(import.meta.url), "../../..");
const TOO_MANY = /Too many sign-in attempts/;
const TRY_AGAIN_SHORTLY = "We cannot do this right now. Try again shortly.";
const NEXT_YEAR = String(new Date().getFullYear() + 2);

type Sandbox = { url: string; stop(): Promise<void> };

/** The sandbox provider in its own process, as `npm run sandbox` starts it, on a port found at run time. */
const startSandboxProcess = () => onFreePorts(1, ([port]) => startSandboxOn(port!));

async function startSandboxOn(port: number): Promise<Sandbox> {
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["sandbox/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      SANDBOX_IDP_PORT: "0",
      SANDBOX_DB: ":memory:",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    // Its own output first: a port taken before it bound it (EADDRINUSE) means a new port.
    if (child.exitCode !== null) throw new Error(`the sandbox exited: ${output}`);
    try {
      await fetch(`${url}/__sandbox/outbox`);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error("the sandbox did not start");
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** An instance of the portal, with the shared Redis and the shared sandbox; real limits. */
const startInstance = (sandbox: Sandbox, redisUrl: string) =>
  startOwnPortal(
    { REDIS_URL: redisUrl, PROVIDER_API_URL: sandbox.url, RATE_LIMIT_FACTOR: "1", LOG_LEVEL: "info" },
    { operations: true },
  );

async function signInForm(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/login`);
  const form = page.locator("form#sign-in");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

/** The newest emailed code (the outbox is newest first; the account's MFA email may differ from its sign-in email). */
async function latestCode(request: APIRequestContext, sandboxUrl: string): Promise<string> {
  const messages = (await (await request.get(`${sandboxUrl}/__sandbox/outbox`)).json()) as {
    channel: string;
    code?: string;
  }[];
  const found = messages.find((m) => m.channel === "email" && m.code);
  expect(found?.code, "a code in the sandbox outbox").toBeTruthy();
  return found!.code!;
}

/** Signs in with the password and the emailed code on `base`; ends on `base`/home. */
async function signInWithMfa(page: Page, base: string, sandboxUrl: string, email = DEMO.email) {
  await signInForm(page, base, email, DEMO.password);
  await page.goto(`${base}/home`);
  await expect(page).toHaveURL(/\/mfa/);
  await page.getByRole("radio", { name: /^Email/ }).check();
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Verification code").fill(await latestCode(page.request, sandboxUrl));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(`${base}/home`);
}

/** "Make a payment" up to its check page: $15.00 with the sandbox's approved Visa. */
async function fillPayment(page: Page, base: string) {
  await page.goto(`${base}/billing/pay`);
  await page.getByLabel("Amount to pay").fill("15.00");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Name on card").fill("Alex Citizen");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry month").fill("12");
  await page.getByLabel("Expiry year").fill(NEXT_YEAR);
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Continue" }).click();
}

test.describe.serial("two instances sharing one Redis and one sandbox", () => {
  let redis: RedisServer;
  let sandbox: Sandbox;
  let a: OwnPortal;
  let b: OwnPortal;
  /** The cookie of a session that was signed out on A (checks 2 and 4). */
  let signedOutCookie: { name: string; value: string };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    redis = await startRedisServer(await freePort());
    sandbox = await startSandboxProcess();
    [a, b] = await Promise.all([startInstance(sandbox, redis.url), startInstance(sandbox, redis.url)]);
  });

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await sandbox?.stop();
    await redis?.stop();
  });

  test("both report Redis and the provider ready", async ({ request }) => {
    for (const instance of [a, b]) {
      const answer = await request.get(`${instance.opsUrl}/readyz`);
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toEqual({ status: "ready", state: "up", provider: "up" });
    }
  });

  test("1. ten wrong passwords on A lock the account on B too", async ({ page }) => {
    for (let i = 0; i < 10; i++) {
      await signInForm(page, a.url, "energy@example.com", "not-the-password");
      await expect(page.getByText("The email address or password is not correct").first()).toBeVisible();
    }
    // The right password, on the other instance: the account is locked there too.
    await signInForm(page, b.url, "energy@example.com", DEMO.password);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText(TOO_MANY).first()).toBeVisible();
  });

  test("2 and 5. a session started on A works on B; signing out on A ends it on B", async ({ page, context }) => {
    await signInWithMfa(page, a.url, sandbox.url);
    // The same cookie on B: the session key is shared, so B knows the session (and its MFA).
    await page.goto(`${b.url}/home`);
    await expect(page).toHaveURL(`${b.url}/home`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cookie = (await context.cookies(a.url)).find((c) => c.name === "ssp_session")!;
    expect(cookie, "the session cookie").toBeTruthy();
    signedOutCookie = { name: cookie.name, value: cookie.value };

    await page.goto(`${a.url}/home`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login/);
    // A stolen copy of the cookie, replayed on B after the sign-out on A: signed out there too.
    await context.addCookies([{ ...signedOutCookie, url: b.url }]);
    await page.goto(`${b.url}/home`);
    await expect(page).toHaveURL(/\/login/);
  });

  test("3. a payment sent to A and to B at once is charged once", async ({ page, request }) => {
    await signInWithMfa(page, a.url, sandbox.url);
    await fillPayment(page, a.url);
    await expect(page.getByRole("button", { name: "Pay now" })).toBeVisible();

    // "Pay now" reaching both instances at once (a double click through the load balancer): the
    // journey's claim and the idempotency key are in the shared store.
    const form = await shownOn(page);
    const [onA, onB] = await Promise.all([
      page.request.post(`${a.url}/billing/pay/confirm`, { form, headers: { Origin: a.url }, maxRedirects: 0 }),
      page.request.post(`${b.url}/billing/pay/confirm`, { form, headers: { Origin: b.url }, maxRedirects: 0 }),
    ]);
    expect([onA.status(), onB.status()]).toEqual([303, 303]);
    expect([onA.headers().location, onB.headers().location]).toEqual(["/billing/pay/done", "/billing/pay/done"]);

    const payments = (await (
      await request.get(`${sandbox.url}/__sandbox/records/payments?accountCode=A10001`)
    ).json()) as { data: { response: { receiptCode: string } } }[];
    expect(payments).toHaveLength(1);
    // Either instance shows the one receipt.
    await page.goto(`${b.url}/billing/pay/done`);
    await expect(page.getByText(`Your receipt code is ${payments[0]!.data.response.receiptCode}.`)).toBeVisible();
    expect(`${a.logs()}${b.logs()}`.match(/"event":"take-payment","outcome":"success"/g)).toHaveLength(1);
  });

  test("twenty token handoffs of one account at once through A and B start at most 10 sessions", async () => {
    const signedIn = await fetch(`${sandbox.url}/api/v1/authentication/get-token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "energy@example.com", password: DEMO.password }),
    });
    const { token } = (await signedIn.json()) as { token: string };
    const instances = [a, b];
    // Each handoff is exchanged and parked (nobody is signed in on the GET)…
    const parked = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const answer = await fetch(`${instances[i % 2]!.url}/support?token=${encodeURIComponent(token)}`, {
          redirect: "manual",
        });
        expect(answer.headers.get("location")).toBe("/confirm-sign-in");
        return answer.headers.getSetCookie()[0]!.split(";")[0]!;
      }),
    );
    // …and confirmed all at once, alternately on A and B: the account's limit is shared.
    const confirmed = await Promise.all(
      parked.map(async (cookie, i) => {
        const base = instances[(i + 1) % 2]!.url;
        const answer = await fetch(`${base}/confirm-sign-in`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
          body: "intent=sign-in",
          redirect: "manual",
        });
        return answer.status;
      }),
    );
    expect(confirmed.filter((status) => status === 302)).toHaveLength(10);
    expect(confirmed.filter((status) => status === 429)).toHaveLength(10);
  });

  test("4. restarting A keeps the lockout and the sign-out", async ({ page, context }) => {
    await a.stop();
    a = await startInstance(sandbox, redis.url);
    await signInForm(page, a.url, "energy@example.com", DEMO.password);
    await expect(page.getByText(TOO_MANY).first()).toBeVisible();

    await context.clearCookies();
    await context.addCookies([{ ...signedOutCookie, url: a.url }]);
    await page.goto(`${a.url}/home`);
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe.serial("when Redis is unreachable", () => {
  test("at start, the portal refuses to start with one line naming REDIS_URL", async () => {
    const nobody = await freePort();
    const child = spawn(process.execPath, ["server/index.ts"], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(nobody),
        REDIS_URL: `redis://127.0.0.1:${nobody}/0`,
        SESSION_SECRET: "x".repeat(40),
        APP_ENV: "development",
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    let stdout = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^Cannot reach Redis at REDIS_URL \(redis:\/\/127\.0\.0\.1:\d+\/0\)/),
    ]);
  });

  test("while running: sign-in, payments and signed-in pages refused with 503, logged once, recovered by itself", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const redis = await startRedisServer(await freePort());
    const c = await startOwnPortal({ REDIS_URL: redis.url, LOG_LEVEL: "info" }, { operations: true });
    try {
      await signInWithMfa(page, c.url, c.sandboxUrl);
      await redis.stop();

      const ready = await request.get(`${c.opsUrl}/readyz`);
      expect(ready.status()).toBe(200);
      expect(await ready.json()).toEqual({ status: "degraded", state: "down", provider: "up" });

      // Pages of a signed-in customer are refused too (decision 058; they used to be served from the
      // cookie alone, which let a signed-out copy read): the plain-words 503 screen, with Try again.
      const home = await page.goto(`${c.url}/home`);
      expect(home?.status()).toBe(503);
      await expect(page.getByText(TRY_AGAIN_SHORTLY)).toBeVisible();
      await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
      const pay = await page.goto(`${c.url}/billing/pay`);
      expect(pay?.status()).toBe(503);
      await expect(page.getByText(TRY_AGAIN_SHORTLY)).toBeVisible();

      // Sign-in fails closed, with the spec's kind of message and the email kept.
      await page.context().clearCookies();
      for (let i = 0; i < 3; i++) {
        const [answer] = await Promise.all([
          page.waitForResponse((r) => r.url().includes("/login") && r.request().method() === "POST"),
          signInForm(page, c.url, DEMO.email, DEMO.password),
        ]);
        expect(answer.status()).toBe(503);
        await expect(page.getByText(TRY_AGAIN_SHORTLY).first()).toBeVisible();
        await expect(page.locator("form#sign-in").getByLabel("Email")).toHaveValue(DEMO.email);
        await expect(page.locator("form#sign-in").getByLabel("Password")).toHaveValue("");
      }
      // However many requests noticed, one log line (per minute).
      expect(c.logs().match(/state store unreachable/g)).toHaveLength(1);

      // Redis returns: the portal recovers without a restart.
      await redis.start();
      await expect
        .poll(async () => (await (await request.get(`${c.opsUrl}/readyz`)).json()).state, { timeout: 15_000 })
        .toBe("up");
      await signInWithMfa(page, c.url, c.sandboxUrl);
      expect(c.logs()).toMatch(/state store reachable again/);
    } finally {
      await c.stop();
      await redis.stop();
    }
  });
});
