/**
 * A staff sign-in driven over HTTP as a browser without JavaScript makes it, against a portal's
 * staff listener and the sandbox's real identity provider (no mock of openid-client): the POST that
 * starts it, the identity provider's email-and-password form, the code from the sandbox outbox, and
 * the callback. Each step can be stopped at, so tests can replay or alter the callback.
 */

/** Cookies by name for one origin, as a browser keeps them (no expiry or path rules: tests only). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();
  take(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === "" || /Max-Age=0/i.test(header)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }
  set(name: string, value: string): void {
    this.#cookies.set(name, value);
  }
}

export type StaffBrowser = { staffUrl: string; sandboxUrl: string; portal: CookieJar; identity: CookieJar };

export function staffBrowser(staffUrl: string, sandboxUrl: string): StaffBrowser {
  return { staffUrl, sandboxUrl, portal: new CookieJar(), identity: new CookieJar() };
}

/** A request to the staff listener with this browser's cookies; a POST as a same-origin form. */
export async function staffFetch(
  browser: StaffBrowser,
  path: string,
  form?: Record<string, string>,
  signal?: AbortSignal,
): Promise<Response> {
  const headers: Record<string, string> = { Cookie: browser.portal.header() };
  if (form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers.Origin = browser.staffUrl;
    headers["Sec-Fetch-Site"] = "same-origin";
  }
  const response = await fetch(new URL(path, browser.staffUrl), {
    method: form ? "POST" : "GET",
    headers,
    body: form ? new URLSearchParams(form) : undefined,
    redirect: "manual",
    signal,
  });
  browser.portal.take(response);
  return response;
}

async function identityFetch(browser: StaffBrowser, url: string, form?: Record<string, string>): Promise<Response> {
  const response = await fetch(url, {
    method: form ? "POST" : "GET",
    headers: {
      Cookie: browser.identity.header(),
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
    redirect: "manual",
  });
  browser.identity.take(response);
  return response;
}

const location = (response: Response, base: string) => {
  const to = response.headers.get("Location");
  if (!to) throw new Error(`expected a redirect, got ${response.status}: ${response.url}`);
  return new URL(to, base).href;
};

/** The newest sign-in code the sandbox sent to `email`. */
export async function staffCode(sandboxUrl: string, email: string): Promise<string> {
  const messages = (await (await fetch(`${sandboxUrl}/__sandbox/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    code?: string;
  }[];
  const code = messages.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

/**
 * From "Sign in" on the console to the identity provider's redirect back: the callback URL (with
 * its code and state), not yet opened. `start` is the POST's answer (its Location: the provider).
 */
export async function staffSignInUntilCallback(
  browser: StaffBrowser,
  email: string,
  options: { password?: string; returnTo?: string } = {},
): Promise<{ callback: string; authorize: string }> {
  const start = await staffFetch(browser, "/staff/login", { returnTo: options.returnTo ?? "/staff" });
  if (start.status !== 303) throw new Error(`Sign in answered ${start.status}`);
  return continueAtIdentityProvider(browser, location(start, browser.staffUrl), email, options.password);
}

/** At the identity provider: its form, the password, the code, and its redirect to the console. */
export async function continueAtIdentityProvider(
  browser: StaffBrowser,
  authorize: string,
  email: string,
  password = "staff-password",
): Promise<{ callback: string; authorize: string }> {
  const toInteraction = await identityFetch(browser, authorize);
  const interaction = location(toInteraction, authorize);
  const form = await identityFetch(browser, interaction);
  if (form.status !== 200) throw new Error(`the identity provider's form answered ${form.status}`);
  const afterPassword = await identityFetch(browser, `${interaction}/login`, { email, password });
  if (afterPassword.status !== 303) throw new Error(`the password was refused (${afterPassword.status})`);
  const code = await staffCode(browser.sandboxUrl, email);
  const afterCode = await identityFetch(browser, `${interaction}/code`, { code });
  let next = location(afterCode, interaction);
  // The provider resumes the authorization, then redirects to the console's callback.
  while (!next.startsWith(browser.staffUrl)) next = location(await identityFetch(browser, next), next);
  return { callback: next, authorize };
}

/** A whole staff sign-in: the callback opened; its answer (a redirect into the console, or a refusal page). */
export async function staffSignIn(browser: StaffBrowser, email: string): Promise<Response> {
  const { callback } = await staffSignInUntilCallback(browser, email);
  return staffFetch(browser, callback);
}
