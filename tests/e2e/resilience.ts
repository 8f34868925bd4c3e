import { type APIResponse, type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { portalUrl } from "./fixtures.ts";
import { DEMO, latestMessage, signIn, signInWithPassword } from "./support.ts";

/**
 * Helpers of the fault, abuse and leak suites: one sign-in per suite, the forms of the
 * portal as data, raw form posts and checks on raw HTML.
 */

/** The provider timeout the e2e server runs with (playwright.config.ts). */
export const PROVIDER_TIMEOUT_MS = 3000;

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/** Signs in (password + MFA) once in a throwaway context; returns its cookies for addCookies. */
export async function signedInCookies(browser: Browser, baseURL = portalUrl()): Promise<Cookies> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page);
    return await context.cookies();
  } finally {
    await context.close();
  }
}

/** The fields a form would send as it is rendered (first radio of a group unless one is checked). */
async function formFields(page: Page, formId: string): Promise<Record<string, string>> {
  return page.locator(`form#${formId}`).evaluate((form: HTMLFormElement) => {
    const out: Record<string, string> = {};
    for (const el of Array.from(form.elements) as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[]) {
      if (!el.name || el.disabled) continue;
      if (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox")) {
        if (el.checked || (el.type === "radio" && !(el.name in out))) out[el.name] = el.value;
        continue;
      }
      if (el instanceof HTMLButtonElement) continue;
      out[el.name] = el.value;
    }
    return out;
  });
}

/** Where a form case is posted from: signed out, signed in before MFA, or signed in and verified. */
export async function prepareSession(page: Page, form: FormCase) {
  if (form.signedOut || form.mfaPending) await page.context().clearCookies();
  if (form.mfaPending) await signInWithPassword(page);
}

/** What a form sends as rendered, with the case's valid values and a recognisable echo value. */
export async function validFields(page: Page, form: FormCase, marker: string) {
  // A journey's earlier answers are given before its page is read: a check page's form carries the
  // version of the answers it shows, so answers given after it would make the post a stale one.
  const earlier = form.journey ? await form.fresh?.(page) : undefined;
  await page.goto(form.path);
  const rendered = (await page.locator(`form#${form.formId}`).count()) > 0 ? await formFields(page, form.formId) : {};
  const fields = { ...rendered, ...form.valid, ...(form.journey ? earlier : await form.fresh?.(page)) };
  if (form.echo && !form.echoAsIs) {
    fields[form.echo] = form.echo === "email" ? `${marker}@example.com` : `${fields[form.echo]} ${marker}`;
  }
  return fields;
}

/** Where a form case posts. */
function formAction(form: FormCase): string {
  return form.action ?? form.path;
}

/** A form post as a browser without JavaScript sends it (same origin, the page's cookies). */
export function rawPost(page: Page, path: string, form: Record<string, string>): Promise<APIResponse> {
  return page.request.post(path, { form, headers: { Origin: portalUrl() }, maxRedirects: 0, failOnStatusCode: false });
}

/**
 * A form case posted as a browser without JavaScript sends it, and what the browser then shows: a
 * journey's question answers every post with a 303, a failed one back to its own page (followed here).
 */
export async function postForm(page: Page, form: FormCase, fields: Record<string, string>): Promise<APIResponse> {
  const answer = await rawPost(page, formAction(form), fields);
  const location = answer.headers().location;
  if (!form.journey || answer.status() !== 303 || location?.split("?")[0] !== form.path) return answer;
  return page.request.get(location, { maxRedirects: 0, failOnStatusCode: false });
}

/** HTML-escaped as React escapes text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The response is a clear 4xx (or a success): never 500, never an error page of the server itself. */
export function expectNot5xxFromPortal(response: APIResponse, allowed: number[] = []) {
  const status = response.status();
  expect(status === 500 || (status >= 500 && !allowed.includes(status)), `status ${status}`).toBe(false);
}

/** The value is shown again in a field (an input's value or a textarea's text), escaped. */
export function expectFieldValue(html: string, value: string, what: string) {
  const escaped = escapeHtml(value);
  expect(html.includes(`value="${escaped}"`) || html.includes(`>${escaped}</textarea>`), what).toBe(true);
}

/** The raw markup contains none of the payloads unescaped. */
export function expectNoRawPayload(html: string, payloads: readonly string[]) {
  for (const payload of payloads) expect(html, `raw payload ${payload}`).not.toContain(payload);
}

export const XSS_PAYLOADS = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>'] as const;

/**
 * The forms of the portal, as data. `path` renders the form `formId`, which posts to `action`
 * (the same path unless given); `valid` fills in what must be typed for a post to pass validation; `echo` is a free-text field whose value a failed post
 * shows again; `secrets` must never come back; `providerPath` is the provider call the post makes.
 * `signedOut` forms are posted without the session.
 */
export type FormCase = {
  name: string;
  path: string;
  /** Where the form posts, when not to `path` (a question posts to its check step). */
  action?: string;
  formId: string;
  valid: Record<string, string>;
  echo?: string;
  secrets?: string[];
  providerPath: string;
  signedOut?: boolean;
  /** Posted by a customer who has signed in with the password but not yet verified (MFA). */
  mfaPending?: boolean;
  /** The echo field only takes well-formed values: it is sent as it is, without a marker. */
  echoAsIs?: boolean;
  /** Values that must be fetched anew for each post (e.g. a one-time code). */
  fresh?: (page: Page) => Promise<Record<string, string>>;
  /** A field with a length limit, and the limit. (`providerPath` "" : the post calls no provider.) */
  long?: { field: string; max: number };
  billing?: boolean;
  /** A journey's page (docs/decisions/042): every post answers 303, a failed one back to its page, which shows the errors. */
  journey?: boolean;
};

const today = new Date();
const lastWeek = new Date(today.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
const nextYear = String(today.getFullYear() + 1);
const in3Days = new Date(today.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);

/** A date as the GOV.UK date input posts it: `<name>.day`, `<name>.month`, `<name>.year`. */
function dateFields(name: string, iso: string): Record<string, string> {
  const [year, month, day] = iso.split("-") as [string, string, string];
  return { [`${name}.day`]: String(Number(day)), [`${name}.month`]: String(Number(month)), [`${name}.year`]: year };
}

export const FORMS: FormCase[] = [
  {
    name: "sign-in",
    path: "/login",
    formId: "sign-in",
    valid: { email: "demo@example.com", password: "demo-password" },
    echo: "email",
    // A real account, so that the sandbox's malformed answer is to a successful sign-in.
    echoAsIs: true,
    secrets: ["password"],
    providerPath: "/api/v1/authentication/get-token",
    signedOut: true,
    long: { field: "email", max: 254 },
  },
  {
    name: "sign-in link",
    path: "/login",
    formId: "sign-in-link",
    valid: { email: "demo@example.com" },
    echo: "email",
    providerPath: "/api/v1/authentication/authenticate-via-email",
    signedOut: true,
    long: { field: "email", max: 254 },
  },
  {
    name: "MFA send",
    path: "/mfa",
    formId: "mfa-send",
    valid: { intent: "send", channel: "email" },
    providerPath: "/api/v1/authentication/mfa/send",
    mfaPending: true,
  },
  {
    name: "MFA verify",
    path: "/mfa",
    formId: "mfa-verify",
    valid: { intent: "verify", code: "123456" },
    fresh: async (page) => {
      await rawPost(page, "/mfa", { intent: "send", channel: "email" });
      return { code: (await latestMessage(page.request, "email")).code ?? "" };
    },
    secrets: ["code"],
    providerPath: "/api/v1/authentication/mfa/verify",
    mfaPending: true,
  },
  {
    name: "profile edit",
    path: "/profile/edit",
    formId: "profile-edit",
    valid: {},
    echo: "contacts[0].firstName",
    providerPath: "/api/v1/account/contacts/update",
    long: { field: "contacts[0].firstName", max: 50 },
  },
  {
    // A new email needs the current password (re-authentication); a provider failure while checking it.
    name: "profile edit: new email",
    path: "/profile/edit",
    formId: "profile-edit",
    valid: { currentPassword: DEMO.password },
    echo: "email",
    secrets: ["currentPassword"],
    providerPath: "/api/v1/authentication/get-token",
    long: { field: "currentPassword", max: 200 },
  },
  {
    name: "complaint",
    path: "/support/new-complaint",
    formId: "complaint",
    valid: {
      topic: "billing",
      description: "The bill was wrong twice.",
      outcome: "Fix the bill.",
      contactMethod: "email",
      urgent: "no",
    },
    echo: "description",
    providerPath: "/api/v1/account/actions/support-ticket",
    long: { field: "description", max: 2000 },
  },
  {
    name: "fault report",
    path: "/support/report-fault",
    formId: "fault",
    valid: {
      faultType: "slow",
      ...dateFields("startedOn", lastWeek),
      description: "Slow every evening.",
      modemRestarted: "yes",
      contactPhone: "0412 345 678",
      availability: "Weekdays after 5 pm",
    },
    echo: "description",
    providerPath: "/api/v1/account/actions/support-ticket",
    long: { field: "availability", max: 500 },
  },
  {
    name: "service test",
    path: "/service/service-tests",
    formId: "run-test",
    valid: {},
    providerPath: "/api/v1/superloop/diagnostics/create-test",
    long: { field: "testType", max: 64 },
  },
  {
    name: "change plan",
    path: "/home/plan",
    formId: "change-plan",
    valid: {},
    providerPath: "/api/v1/account/actions/change-contract/*",
    journey: true,
  },
  {
    name: "card payment amount",
    path: "/billing/pay",
    formId: "payment",
    valid: { amount: "25.50" },
    echo: "amount",
    echoAsIs: true,
    providerPath: "",
    journey: true,
    billing: true,
  },
  {
    // The card question of "Make a payment": the amount is answered first.
    name: "card payment card",
    path: "/billing/pay/card",
    formId: "payment-card",
    valid: {
      nameOnCard: "Alex Citizen",
      cardNumber: "4242 4242 4242 4242",
      expiryMonth: "12",
      expiryYear: nextYear,
      securityCode: "919",
    },
    fresh: async (page) => {
      await rawPost(page, "/billing/pay", { amount: "25.50" });
      return {};
    },
    // The name and expiry are kept after a failed post (decision 077); the number and code never.
    secrets: ["cardNumber", "securityCode"],
    providerPath: "/api/v1/credit-card/*",
    journey: true,
    billing: true,
  },
  {
    name: "update card",
    path: "/billing/payment-details/card",
    formId: "update-card",
    valid: {
      nameOnCard: "Alex Citizen",
      cardNumber: "4242 4242 4242 4242",
      expiryMonth: "12",
      expiryYear: nextYear,
      securityCode: "919",
    },
    // The name and expiry are kept after a failed post (decision 077); the number and code never.
    secrets: ["cardNumber", "securityCode"],
    providerPath: "/api/v1/credit-card/*",
    billing: true,
    journey: true,
  },
  {
    // The check page of "Pay by card": the card (its token) is the journey's answer, given first.
    name: "save card",
    path: "/billing/payment-details/card/confirm",
    formId: "card-save",
    valid: { currentPassword: DEMO.password },
    fresh: async (page) => {
      const card = await rawPost(page, "/billing/payment-details/card", {
        nameOnCard: "Alex Citizen",
        cardNumber: "4242 4242 4242 4242",
        expiryMonth: "12",
        expiryYear: nextYear,
        securityCode: "919",
      });
      expect(card.headers().location).toBe("/billing/payment-details/card/confirm");
      return {};
    },
    secrets: ["currentPassword"],
    providerPath: "/api/v1/account/actions/update-credit-card",
    billing: true,
    journey: true,
  },
  {
    name: "payment plan",
    path: "/billing/plan",
    formId: "payment-plan",
    valid: { instalment: "20.00" },
    echo: "instalment",
    echoAsIs: true,
    providerPath: "/api/v1/account/status",
    journey: true,
    billing: true,
  },
  {
    // The last question of "Need more time to pay?": the others are answered first.
    name: "payment plan reason",
    path: "/billing/plan/reason",
    formId: "plan-reason",
    valid: { reason: "Between jobs until next month." },
    fresh: async (page) => {
      await rawPost(page, "/billing/plan", { instalment: "20.00" });
      await rawPost(page, "/billing/plan/frequency", { frequency: "weekly" });
      await rawPost(page, "/billing/plan/start", dateFields("startDate", in3Days));
      return {};
    },
    echo: "reason",
    providerPath: "",
    journey: true,
    billing: true,
    long: { field: "reason", max: 500 },
  },
  {
    name: "direct debit",
    path: "/billing/payment-details/direct-debit",
    formId: "direct-debit",
    valid: { accountName: "Alex Citizen", bsb: "062-000", accountNumber: "12345678", agree: "on" },
    echo: "accountName",
    secrets: ["accountNumber"],
    providerPath: "",
    billing: true,
    journey: true,
  },
  {
    // The check page of "Pay by direct debit": the account (its last digits) is the journey's
    // answer, given first; the account number is typed again with the current password.
    name: "save direct debit",
    path: "/billing/payment-details/direct-debit/confirm",
    formId: "direct-debit-save",
    valid: { accountNumber: "12345678", currentPassword: DEMO.password },
    fresh: async (page) => {
      const account = await rawPost(page, "/billing/payment-details/direct-debit", {
        accountName: "Alex Citizen",
        bsb: "062-000",
        accountNumber: "12345678",
        agree: "on",
      });
      expect(account.headers().location).toBe("/billing/payment-details/direct-debit/confirm");
      return {};
    },
    secrets: ["accountNumber", "currentPassword"],
    providerPath: "/api/v1/account/actions/update-payment-details",
    billing: true,
    long: { field: "currentPassword", max: 200 },
    journey: true,
  },
];
