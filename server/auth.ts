import { decodeJwt } from "jose";
import { redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { Strategy } from "remix-auth/strategy";
import { config } from "./config.ts";
import { audit } from "./audit/index.ts";
import { emailLogKey, logger } from "./logger.ts";
import { isProviderError } from "./provider/errors.ts";
import { providerFor } from "./provider/index.ts";
import { type Attempt, LIMIT_UNAVAILABLE_MESSAGE, limits, type RateLimit } from "./security/rate-limit.ts";
import { currentRequest } from "./request-context.ts";

/**
 * Sign-in (DESIGN §4) as remix-auth strategies, with the provider as the verifier:
 * - "password": an email and password posted to /login, checked with `authentication/get-token`;
 * - "email-link": a posted email asks the provider to send a sign-in link
 *   (`authentication/authenticate-via-email`); the link's `?token=` (or an external login's) is
 *   exchanged with `authentication/refresh-token` for a session token.
 * The strategies only say who signed in (a provider token) or why not (SignInError); the caller
 * starts the session (server/session.ts) and chooses what to show. Rate limits and the audit log
 * lines of sign-in live here, beside the calls they guard.
 */

/** A sign-in the provider accepted: its token for the account, and how the customer signed in. */
export type SignedIn = { token: string; method: "password" | "link" };

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
/** A 4xx answer: the provider looked at the request and said no. */
const isRefusal = (error: unknown) => isProviderError(error) && error.isClientError;

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

/**
 * Takes a point from each limit in turn (the address's, then the account's), before anything is
 * asked: the first over its limit or unavailable ends the attempt. The points already taken stay
 * taken (the attempt was made).
 */
async function reserve(...steps: [RateLimit, string][]): Promise<Attempt> {
  let last: Attempt = { outcome: "over" };
  for (const [limit, key] of steps) {
    last = await limit.attempt(key);
    if (last.outcome !== "allowed") return last;
  }
  return last;
}

/** A limit that was not allowed, as the SignInError the login page answers. */
function refusedBy(attempt: Attempt): SignInError {
  return attempt.outcome === "unavailable"
    ? new SignInError("busy", LIMIT_UNAVAILABLE_MESSAGE)
    : new SignInError("rate-limited");
}

/**
 * Every password attempt takes its points first (per address, per account); the provider is only
 * asked with both in hand. The right password clears the account's count; a wrong one keeps its
 * point; an attempt the provider could not answer gives the account's point back.
 */
async function verifyPassword({ email, password, request }: PasswordVerifyOptions): Promise<SignedIn> {
  const reqId = currentRequest().id;
  const key = emailLogKey(email);
  const perAccount = await reserve([limits.signInPerIp, currentRequest().clientIp], [limits.signInPerEmail, key]);
  if (perAccount.outcome !== "allowed") {
    // Over a limit is a lockout; limits that cannot be checked (the store is down) are not the customer's doing.
    if (perAccount.outcome === "over")
      audit("sign-in.locked", { outcome: "refused", method: "password", emailKey: key });
    else
      logger.warn(
        { reqId, event: "sign-in", outcome: "limits-unavailable", email: key },
        "sign-in refused before the provider",
      );
    throw refusedBy(perAccount);
  }
  try {
    const { token } = await providerFor(request).authentication.getToken({ email, password });
    await perAccount.succeeded();
    return { token, method: "password" };
  } catch (error) {
    if (isRefusal(error)) {
      audit("sign-in.failed", { outcome: "refused", method: "password", emailKey: key });
      throw new SignInError("refused");
    }
    await perAccount.giveBack();
    const failure = unavailable(error);
    audit("sign-in.failed", { outcome: "error", method: "password", emailKey: key });
    logger.warn({ reqId, event: "sign-in", outcome: "error", err: failure.message }, "sign-in failed");
    throw failure;
  }
}

/** Every link asked for takes its points first (per address, per email): each one costs an email, whatever the answer. */
async function sendLink(email: string, request: Request): Promise<void> {
  const key = emailLogKey(email);
  const attempt = await reserve([limits.signInLinkPerIp, currentRequest().clientIp], [limits.signInLinkPerEmail, key]);
  if (attempt.outcome !== "allowed") throw refusedBy(attempt);
  try {
    await providerFor(request).authentication.authenticateViaEmail({ email, wid: config.wholesaler.code ?? "" });
  } catch (error) {
    // The same answer whether or not the address has an account; only an unreachable provider is reported.
    if (!isRefusal(error)) throw unavailable(error);
  }
  logger.info({ reqId: currentRequest().id, event: "sign-in-link", email: key }, "sign-in link requested");
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
