import { decodeJwt } from "jose";
import { redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { Strategy } from "remix-auth/strategy";
import { config } from "./config.ts";
import { audit } from "./audit/index.ts";
import { emailLogKey, logger } from "./logger.ts";
import { isProviderError } from "./provider/errors.ts";
import { providerFor } from "./provider/index.ts";
import { deviceCookieAfterSignIn, trustedDevice } from "./security/device-cookie.ts";
import { type Attempt, attemptAll, LIMIT_UNAVAILABLE_MESSAGE, limits, type RateLimit } from "./security/rate-limit.ts";
import { currentRequest } from "./request-context.ts";

/**
 * Sign-in (DESIGN §4) as remix-auth strategies, with the provider as the verifier:
 * - "password": an email and password posted to /login, checked with `authentication/get-token`;
 * - "email-link": a posted email asks the provider to send a sign-in link
 *   (`authentication/authenticate-via-email`); the link's `?token=` (or an external login's) is
 *   exchanged with `authentication/refresh-token` for a session token.
 * The strategies only say who signed in (a provider token) or why not (SignInError); the caller
 * starts the session (server/session.ts) and chooses what to show. Rate limits and the audit log
 * lines of sign-in live here, beside the calls they guard, and so do the limits of reset-link
 * requests, which share their keys (docs/decisions/056).
 */

/**
 * A sign-in the provider accepted: its token for the account, and how the customer signed in.
 * A password sign-in also carries the Set-Cookie header that marks this browser as a device of
 * the account (server/security/device-cookie.ts).
 */
export type SignedIn = { token: string; method: "password" | "link"; deviceCookie?: string };

/**
 * Why a sign-in did not happen: the provider refused it (wrong password, a used or expired link),
 * a rate limit, the provider could not be asked (`message` is spec §8's, e.g. "Network Error"), or
 * the limits could not be checked (the state store is down: "busy", docs/decisions/019).
 */
export class SignInError extends Error {
  override readonly name = "SignInError";
  readonly reason: "refused" | "rate-limited" | "unavailable" | "busy";

  constructor(reason: SignInError["reason"], message: string = reason) {
    super(message);
    this.reason = reason;
  }
}

const unavailable = (error: unknown) =>
  new SignInError("unavailable", isProviderError(error) ? error.customerMessage : "Something went wrong.");
/**
 * A 4xx answer: the provider looked at the request and said no. Its 429 is not a no (it did not
 * look): like a network error, a timeout or a 5xx, such an attempt gives its points back.
 */
const isRefusal = (error: unknown) => isProviderError(error) && error.isClientError && error.status !== 429;

/** The form's email as the sign-in schemas read it (login.schemas.ts trims it). */
function formText(form: FormData, name: string, trim = false): string {
  const value = form.get(name);
  const text = typeof value === "string" ? value : "";
  return trim ? text.trim() : text;
}

type PasswordVerifyOptions = { email: string; password: string; request: Request };

/** Email and password from a posted form (already checked against the form's schema by the action). */
class PasswordStrategy extends Strategy<SignedIn, PasswordVerifyOptions> {
  name = "password";

  async authenticate(request: Request): Promise<SignedIn> {
    const form = await request.formData();
    return this.verify({ email: formText(form, "email", true), password: formText(form, "password"), request });
  }
}

type EmailLinkVerifyOptions = { token: string; request: Request };
type EmailLinkOptions = {
  /** Asks the provider to email `email` a link (or throws SignInError). */
  sendLink(email: string, request: Request): Promise<void>;
  /** Where the browser goes once a link was asked for. */
  sentUrl: string;
};

/**
 * A URL with `?token=` signs in with that token (exchanged by the verifier). Otherwise the request
 * is a posted email asking for a link: `sendLink` asks the provider to send one, and the strategy
 * redirects to "check your email" — the same answer whether or not the address has an account.
 */
class EmailLinkStrategy extends Strategy<SignedIn, EmailLinkVerifyOptions> {
  name = "email-link";
  private readonly options: EmailLinkOptions;

  constructor(options: EmailLinkOptions, verify: Strategy.VerifyFunction<SignedIn, EmailLinkVerifyOptions>) {
    super(verify);
    this.options = options;
  }

  async authenticate(request: Request): Promise<SignedIn> {
    const token = new URL(request.url).searchParams.get("token");
    if (token !== null) return this.verify({ token, request });
    const form = await request.formData();
    await this.options.sendLink(formText(form, "email", true), request);
    throw redirect(this.options.sentUrl);
  }
}

/** A limit that was not allowed, as the SignInError the login page answers. */
function refusedBy(attempt: Attempt): SignInError {
  return attempt.outcome === "unavailable"
    ? new SignInError("busy", LIMIT_UNAVAILABLE_MESSAGE)
    : new SignInError("rate-limited");
}

/**
 * Every password attempt takes its points before the provider is asked (docs/decisions/056):
 * - from a device the account signed in on before (its device cookie): that device's count only,
 *   so wrong passwords sent from anywhere else never lock the owner's devices out;
 * - otherwise the address's flood guard, the account's count at that address, and the account's
 *   ceiling over all its untrusted devices.
 * A wrong password keeps its points. The right one clears the device's or the address's count,
 * returns its points to the shared ones, and marks the browser as the account's device. An
 * attempt the provider never answered (unreachable, a timeout, a 5xx or its 429) gives every point
 * back: only wrong passwords count, so an outage locks nobody out.
 */
async function verifyPassword({ email, password, request }: PasswordVerifyOptions): Promise<SignedIn> {
  const reqId = currentRequest().id;
  const key = emailLogKey(email);
  const clientIp = currentRequest().clientIp;
  const cookies = request.headers.get("Cookie");
  const device = trustedDevice(cookies, key);
  const attempt = device
    ? await attemptAll([limits.signInPerDevice, device])
    : await attemptAll(
        [limits.signInPerIp, clientIp],
        [limits.signInPerEmailAndIp, `${key}@${clientIp}`],
        [limits.signInPerEmail, key],
      );
  if (attempt.outcome !== "allowed") {
    // Over a limit is a lockout (only wrong passwords fill one); limits that cannot be checked
    // (the store is down) are not the customer's doing.
    if (attempt.outcome === "over") audit("sign-in.locked", { outcome: "refused", method: "password", emailKey: key });
    else
      logger.warn(
        { reqId, event: "sign-in", outcome: "limits-unavailable", email: key },
        "sign-in refused before the provider",
      );
    throw refusedBy(attempt);
  }
  try {
    const { token } = await providerFor(request).authentication.getToken({ email, password });
    await attempt.succeeded();
    return { token, method: "password", deviceCookie: deviceCookieAfterSignIn(cookies, key) };
  } catch (error) {
    if (isRefusal(error)) {
      audit("sign-in.failed", { outcome: "refused", method: "password", emailKey: key });
      throw new SignInError("refused");
    }
    await attempt.giveBack();
    const failure = unavailable(error);
    audit("sign-in.failed", { outcome: "error", method: "password", emailKey: key });
    logger.warn({ reqId, event: "sign-in", outcome: "error", err: failure.message }, "sign-in failed");
    throw failure;
  }
}

/**
 * An emailed link (a sign-in link or a password reset link) takes its points first: from a device
 * the account signed in on before, that device's own allowance; otherwise the address's flood
 * guard and the email's (the mailbox's guard). Each link asked for keeps its point (it may cost an
 * email, and the answer is the same whether or not the address has an account); one the provider
 * never answered gives it back.
 */
function attemptEmailedLink(
  request: Request,
  email: string,
  perIp: RateLimit,
  perEmail: RateLimit,
  perDevice: RateLimit,
): Promise<Attempt> {
  const key = emailLogKey(email);
  const device = trustedDevice(request.headers.get("Cookie"), key);
  return device ? attemptAll([perDevice, device]) : attemptAll([perIp, currentRequest().clientIp], [perEmail, key]);
}

/** The limits of a "Forgot your password?" link asked for `email` (see attemptEmailedLink); the caller gives back on a provider failure. */
export function attemptPasswordResetRequest(request: Request, email: string): Promise<Attempt> {
  const { passwordResetRequestPerIp, passwordResetRequestPerEmail, passwordResetRequestPerDevice } = limits;
  return attemptEmailedLink(
    request,
    email,
    passwordResetRequestPerIp,
    passwordResetRequestPerEmail,
    passwordResetRequestPerDevice,
  );
}

/** Every sign-in link asked for takes its points first (attemptEmailedLink). */
async function sendLink(email: string, request: Request): Promise<void> {
  const key = emailLogKey(email);
  const { signInLinkPerIp, signInLinkPerEmail, signInLinkPerDevice } = limits;
  const attempt = await attemptEmailedLink(request, email, signInLinkPerIp, signInLinkPerEmail, signInLinkPerDevice);
  if (attempt.outcome !== "allowed") {
    audit("sign-in-link.requested", {
      outcome: attempt.outcome === "over" ? "refused" : "error",
      method: "link",
      emailKey: key,
    });
    throw refusedBy(attempt);
  }
  try {
    await providerFor(request).authentication.authenticateViaEmail({ email, wid: config.wholesaler.code ?? "" });
  } catch (error) {
    // The same answer whether or not the address has an account; only an unreachable provider is reported.
    if (!isRefusal(error)) {
      await attempt.giveBack();
      audit("sign-in-link.requested", { outcome: "error", method: "link", emailKey: key });
      throw unavailable(error);
    }
  }
  // The same line whether or not the address has an account: the trail must not tell them apart either.
  audit("sign-in-link.requested", { outcome: "ok", method: "link", emailKey: key });
}

/**
 * The link's token is exchanged at once (links work once); the session keeps the new token. Each
 * exchange takes the address's handoff point first; a token the provider refused keeps it (a
 * guesser spends their own address's), one it could not answer gives it back.
 */
async function exchangeLinkToken({ token, request }: EmailLinkVerifyOptions): Promise<SignedIn> {
  const attempt = await limits.handoffsPerIp.attempt(currentRequest().clientIp);
  if (attempt.outcome !== "allowed") throw refusedBy(attempt);
  try {
    const exchanged = await providerFor(request, token).authentication.refreshToken();
    return { token: exchanged.token, method: "link" };
  } catch (error) {
    const refused = isRefusal(error);
    audit("sign-in.failed", { outcome: refused ? "refused" : "error", method: "link" });
    if (refused) throw new SignInError("refused");
    await attempt.giveBack();
    throw unavailable(error);
  }
}

export const authenticator = new Authenticator<SignedIn>()
  .use(new PasswordStrategy(verifyPassword))
  .use(new EmailLinkStrategy({ sendLink, sentUrl: "/login?sent=1" }, exchangeLinkToken));

/** A provider token's `exp` (seconds since the epoch), read without checking the signature (the provider does); 0 when unreadable. */
export function tokenExp(token: unknown): number {
  if (typeof token !== "string") return 0;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === "number" && Number.isFinite(exp) ? exp : 0;
  } catch {
    return 0;
  }
}

/**
 * Spec §5: a token is valid only when non-empty, decodable and not expired — its `exp` claim
 * (seconds) must be a finite number strictly after `nowSeconds`. No signature check.
 */
export function isValidToken(token: unknown, nowSeconds: number = Math.floor(Date.now() / 1000)): boolean {
  return tokenExp(token) > nowSeconds;
}
