// Signs in like a browser without JavaScript would (plain form posts, manual redirects) and
// returns the session cookie. Used by the bench (one session) and the load test (one per user).

const DEMO_PASSWORD = "demo-password";
export const SESSION_COOKIE = "ssp_session";

export class StepError extends Error {}

export type Exchange = { status: number; location: string | null; ms: number; body: string };

/**
 * Holds the newest session cookie and sends requests with it. Every request goes through
 * `request`, so the load test can time and count each one.
 */
export class Client {
  cookie: string | null = null;
  /** The portal's address, or a function choosing one per request (a load balancer over several instances). */
  readonly base: string | (() => string);
  readonly onResponse: ((exchange: Exchange, label: string) => void) | undefined;

  constructor(base: string | (() => string), onResponse?: (exchange: Exchange, label: string) => void) {
    this.base = base;
    this.onResponse = onResponse;
  }

  async request(
    method: "GET" | "POST",
    path: string,
    form?: Record<string, string>,
    label = `${method} ${path.replace(/\?.*/, "?…")}`,
  ): Promise<Exchange> {
    const base = typeof this.base === "string" ? this.base : this.base();
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (method === "POST") {
      headers.origin = base;
      headers["content-type"] = "application/x-www-form-urlencoded";
    }
    const started = performance.now();
    let response: Response;
    let body: string;
    try {
      response = await fetch(base + path, {
        method,
        headers,
        redirect: "manual",
        signal: AbortSignal.timeout(15_000),
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
      });
      body = await response.text();
    } catch (error) {
      const ms = performance.now() - started;
      this.onResponse?.({ status: 0, location: null, ms, body: "" }, label);
      throw new StepError(`${label}: request failed (${(error as Error).message})`);
    }
    const ms = performance.now() - started;
    // The newest Set-Cookie for the session wins (a redirect may carry a rotated one).
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      if (pair?.startsWith(`${SESSION_COOKIE}=`)) this.cookie = pair;
    }
    const exchange = { status: response.status, location: response.headers.get("location"), ms, body };
    this.onResponse?.(exchange, label);
    return exchange;
  }

  /** A request that must answer one of `expected` statuses; otherwise a StepError naming the step. */
  async expect(
    expected: number[],
    method: "GET" | "POST",
    path: string,
    form?: Record<string, string>,
  ): Promise<Exchange> {
    const label = `${method} ${path.replace(/\?.*/, "?…")}`;
    const exchange = await this.request(method, path, form, label);
    if (!expected.includes(exchange.status)) {
      const where = exchange.location ? ` → ${exchange.location}` : "";
      throw new StepError(`${label}: expected ${expected.join("/")}, got ${exchange.status}${where}`);
    }
    return exchange;
  }
}

const REDIRECT = [302, 303];

/** Step 1: the password form. Leaves a signed-in, not yet verified session in the client. */
export async function signIn(client: Client, email: string, password = DEMO_PASSWORD): Promise<void> {
  const answer = await client.expect(REDIRECT, "POST", "/login", { intent: "password", email, password });
  if (!client.cookie) throw new StepError(`POST /login: no ${SESSION_COOKIE} cookie in the answer`);
  if (answer.location?.includes("/login")) throw new StepError(`POST /login: sent back to ${answer.location}`);
}

/** The newest MFA code the sandbox "sent" to a masked destination (e.g. d•••@example.com). */
async function newestCode(sandboxUrl: string, to: string | undefined, notBefore: number): Promise<string> {
  // Only the newest messages to that address: the whole outbox grows with every journey of a run.
  const query = to === undefined ? "" : `?to=${encodeURIComponent(to)}&limit=20`;
  const response = await fetch(`${sandboxUrl}/__sandbox/outbox${query}`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new StepError(`GET /__sandbox/outbox: HTTP ${response.status}`);
  const messages = (await response.json()) as { id: number; to: string; code?: string; sentAt: string }[];
  const message = messages.find(
    (m) => m.code && (to === undefined || m.to === to) && Date.parse(m.sentAt) >= notBefore - 1_000,
  );
  if (!message?.code) throw new StepError(`no MFA code in the sandbox outbox${to ? ` for ${to}` : ""}`);
  return message.code;
}

/** "demo@example.com" → "d•••@example.com", as the sandbox masks an email destination. */
function maskedEmail(email: string): string {
  const [local, domain] = email.split("@");
  return `${local?.[0] ?? ""}•••@${domain ?? ""}`;
}

/**
 * Step 2: the one-time code by email, read from the sandbox outbox, then verified. One code is
 * valid per account at a time, so concurrent users of one account must call this one at a time
 * (see `Mutex`).
 */
export async function verifyMfa(client: Client, sandboxUrl: string, email: string): Promise<void> {
  await client.expect([200], "GET", "/mfa");
  const sentAfter = Date.now();
  await client.expect(REDIRECT, "POST", "/mfa", { intent: "send", channel: "email" });
  const code = await newestCode(sandboxUrl, maskedEmail(email), sentAfter);
  const answer = await client.expect(REDIRECT, "POST", "/mfa?redirectTo=%2Fhome", { intent: "verify", code });
  if (answer.location !== "/home")
    throw new StepError(`POST /mfa (verify): redirected to ${answer.location}, not /home`);
}

/** A signed-in, verified session cookie for the bench. */
export async function verifiedSession(base: string, sandboxUrl: string, email = "demo@example.com"): Promise<string> {
  const client = new Client(base);
  await signIn(client, email);
  await verifyMfa(client, sandboxUrl, email);
  const home = await client.expect([200], "GET", "/home");
  if (!home.body.includes("<html")) throw new StepError("GET /home: the answer is not a page");
  return client.cookie!;
}

/** A signed-in session that has not passed MFA yet (what /mfa is shown to). */
export async function unverifiedSession(base: string, email = "demo@example.com"): Promise<string> {
  const client = new Client(base);
  await signIn(client, email);
  return client.cookie!;
}

/** Runs tasks one at a time per key (one MFA code per account is valid at a time). */
export class Mutex {
  readonly #tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    this.#tails.set(
      key,
      result.catch(() => undefined),
    );
    return result;
  }
}
