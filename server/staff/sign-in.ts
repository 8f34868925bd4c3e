import { createHash, randomBytes } from "node:crypto";
import * as oidc from "openid-client";
import { redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { Strategy } from "remix-auth/strategy";
import { config, type StaffOidc } from "#server/config.ts";
import { reportStateFailure, state } from "#server/state/index.ts";
import { isMultiFactor, roleFromClaim, type StaffRole } from "./roles.ts";

/**
 * Staff sign-in (docs/staff.md): OpenID Connect's authorization code flow with PKCE (S256), `state`
 * and `nonce`, through openid-client inside a remix-auth strategy. openid-client checks the ID
 * token's issuer, audience, signature (non-repudiation checks on), nonce and `auth_time` against
 * `max_age`; the portal checks `state` by its record, binds the flow to the browser that started it
 * (a cookie), spends each callback once, and requires multi-factor (`amr`). Roles come from the
 * `roles` claim (server/staff/roles.ts).
 */

export const STAFF_CALLBACK_PATH = "/staff/auth/callback";
/** A change needs a sign-in at most this old (`max_age`); older, the identity provider asks again. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;
/** How long a started sign-in may take at the identity provider. */
const PENDING_SECONDS = 10 * 60;
const SCOPE = "openid profile email roles";

const secure = config.APP_ENV !== "development" || config.staffUrl.startsWith("https:");
const bindingCookieName = secure ? "__Host-ssp_staff_signin" : "ssp_staff_signin";
const bindingAttributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

let provider: StaffOidc | null = null;
let discovered: Promise<oidc.Configuration> | undefined;

/**
 * The identity provider staff sign in with: STAFF_OIDC_*, or the sandbox's own when it runs
 * (server/index.ts says which at start). null: the staff console is off.
 */
export function setStaffIdentityProvider(settings: StaffOidc | null): void {
  provider = settings;
  discovered = undefined;
}

export function staffIdentityProvider(): StaffOidc | null {
  return provider;
}

const isLoopback = (host: string) => host === "localhost" || host === "127.0.0.1" || host === "[::1]";

/** Discovery once (again after a failure): the provider's endpoints and keys. */
function configuration(): Promise<oidc.Configuration> {
  if (!provider) return Promise.reject(new StaffSignInError("unavailable"));
  const { issuer, clientId, clientSecret } = provider;
  discovered ??= (async () => {
    const url = new URL(issuer);
    // Plain http only for an identity provider on this machine (the sandbox's); anywhere else, https.
    const insecure = url.protocol === "http:" && isLoopback(url.hostname);
    const found = await oidc.discovery(
      url,
      clientId,
      undefined,
      oidc.ClientSecretBasic(clientSecret),
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    // The ID token's signature is checked too, not only trusted for arriving over TLS.
    oidc.enableNonRepudiationChecks(found);
    return found;
  })();
  discovered.catch(() => (discovered = undefined));
  return discovered;
}

/**
 * Why a sign-in did not happen: a callback that is not one this browser started, was used, or was
 * altered ("bad-callback", 400); a sign-in without multi-factor ("not-multi-factor"); the identity
 * provider could not be reached ("unavailable"); the state store is down ("busy").
 */
export class StaffSignInError extends Error {
  override readonly name = "StaffSignInError";
  readonly reason: "bad-callback" | "not-multi-factor" | "unavailable" | "busy";
  constructor(reason: StaffSignInError["reason"], message: string = reason) {
    super(message);
    this.reason = reason;
  }
}

/** Who signed in, as the identity provider says: `role` is null when they have none for the console. */
export type StaffSignIn = {
  sub: string;
  name: string;
  email: string;
  role: StaffRole | null;
  authTime: number;
  accessToken: string;
  accessTokenExp: number;
  /** Where to go next (a /staff path). */
  returnTo: string;
  /** A re-authentication (`max_age`) rather than a first sign-in. */
  reauth: boolean;
};

type Pending = { verifier: string; nonce: string; binding: string; maxAge?: number; returnTo: string };

const pendingKey = (stateValue: string) => `staff-sign-in:${stateValue}`;
const usedKey = (stateValue: string) => `staff-sign-in-used:${stateValue}`;
const hash = (value: string) => createHash("sha256").update(value).digest("hex");

/** Only a path of the staff console: nothing from a form or URL can send a member of staff elsewhere. */
export function staffReturnTo(value: unknown): string {
  return typeof value === "string" && /^\/staff(\/[A-Za-z0-9/_.~-]*)?(\?[^#\s]*)?$/.test(value) && !value.includes("//")
    ? value
    : "/staff";
}

/**
 * Sends the browser to the identity provider (a 303 after the POST that asked): a fresh sign-in
 * (`prompt=login`: the password and the code every time), or with `maxAge` a re-authentication.
 */
export async function startStaffSignIn(options: { returnTo?: string; maxAge?: number } = {}): Promise<Response> {
  const found = await configuration().catch((error: unknown) => {
    throw error instanceof StaffSignInError ? error : new StaffSignInError("unavailable", String(error));
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const stateValue = oidc.randomState();
  const nonce = oidc.randomNonce();
  const binding = randomBytes(32).toString("base64url");
  const pending: Pending = {
    verifier,
    nonce,
    binding: hash(binding),
    returnTo: staffReturnTo(options.returnTo),
    ...(options.maxAge === undefined ? {} : { maxAge: options.maxAge }),
  };
  try {
    await state.set(pendingKey(stateValue), JSON.stringify(pending), PENDING_SECONDS * 1000);
  } catch (error) {
    reportStateFailure(error);
    throw new StaffSignInError("busy");
  }
  const url = oidc.buildAuthorizationUrl(found, {
    redirect_uri: `${config.staffUrl}${STAFF_CALLBACK_PATH}`,
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state: stateValue,
    nonce,
    ...(options.maxAge === undefined ? { prompt: "login" } : { max_age: String(options.maxAge) }),
  });
  return redirect(url.href, {
    status: 303,
    headers: { "Set-Cookie": `${bindingCookieName}=${binding}; ${bindingAttributes}; Max-Age=${PENDING_SECONDS}` },
  });
}

/** The header that forgets the browser's binding once its callback came back. */
export function clearSignInBinding(): string {
  return `${bindingCookieName}=; Max-Age=0; ${bindingAttributes}`;
}

function bindingOf(cookieHeader: string | null): string | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === bindingCookieName) return pair.slice(at + 1).trim();
  }
  return null;
}

/** A protocol answer (a refused code, a bad token, an altered response) rather than an unreachable provider. */
function isProtocolRefusal(error: unknown): boolean {
  if (
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.AuthorizationResponseError ||
    error instanceof oidc.WWWAuthenticateChallengeError
  )
    return true;
  // openid-client's own checks (state, nonce, issuer, audience, signature, max_age) carry OAUTH_* codes.
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("OAUTH_");
}

/** The identity provider's answer at the callback, checked every way, spent once. */
async function completeStaffSignIn(request: Request): Promise<StaffSignIn> {
  const url = new URL(request.url);
  const stateValue = url.searchParams.get("state");
  if (!stateValue || stateValue.length > 200) throw new StaffSignInError("bad-callback", "no state");
  let pending: Pending | undefined;
  try {
    const raw = await state.get(pendingKey(stateValue));
    pending = raw === undefined ? undefined : (JSON.parse(raw) as Pending);
    // Spent before anything is asked: a replay, or two tabs racing, finds it claimed.
    if (pending && !(await state.setIfAbsent(usedKey(stateValue), "1", PENDING_SECONDS * 1000))) pending = undefined;
    if (pending) await state.delete(pendingKey(stateValue));
  } catch (error) {
    reportStateFailure(error);
    throw new StaffSignInError("busy");
  }
  if (!pending) throw new StaffSignInError("bad-callback", "unknown, expired or used state");
  const binding = bindingOf(request.headers.get("Cookie"));
  if (!binding || hash(binding) !== pending.binding)
    throw new StaffSignInError("bad-callback", "not the browser that started it");
  const found = await configuration().catch(() => {
    throw new StaffSignInError("unavailable");
  });
  // Read as the identity provider sent it, at the registered redirect URI (a proxy may change the host).
  const current = new URL(`${STAFF_CALLBACK_PATH}${url.search}`, config.staffUrl);
  let tokens;
  try {
    tokens = await oidc.authorizationCodeGrant(found, current, {
      pkceCodeVerifier: pending.verifier,
      expectedState: stateValue,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
      ...(pending.maxAge === undefined ? {} : { maxAge: pending.maxAge }),
    });
  } catch (error) {
    throw new StaffSignInError(isProtocolRefusal(error) ? "bad-callback" : "unavailable", String(error));
  }
  const claims = tokens.claims();
  if (!claims) throw new StaffSignInError("bad-callback", "no ID token");
  if (!isMultiFactor(claims.amr)) throw new StaffSignInError("not-multi-factor");
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: claims.sub,
    name: typeof claims.name === "string" ? claims.name : claims.sub,
    email: typeof claims.email === "string" ? claims.email : "",
    role: roleFromClaim(claims.roles),
    authTime: typeof claims.auth_time === "number" ? claims.auth_time : now,
    accessToken: tokens.access_token,
    accessTokenExp: now + (tokens.expiresIn() ?? 0),
    returnTo: pending.returnTo,
    reauth: pending.maxAge !== undefined,
  };
}

/**
 * The remix-auth strategy: a POST starts a sign-in (a redirect to the identity provider, thrown as
 * remix-auth strategies do); the callback's GET completes it and hands who signed in to `verify`.
 */
export class StaffOidcStrategy extends Strategy<StaffSignIn, StaffSignIn> {
  name = "staff-oidc";

  async authenticate(request: Request): Promise<StaffSignIn> {
    if (request.method === "POST") {
      const form = await request.formData();
      throw await startStaffSignIn({ returnTo: staffReturnTo(form.get("returnTo")) });
    }
    return this.verify(await completeStaffSignIn(request));
  }
}

export const staffAuthenticator = new Authenticator<StaffSignIn>().use(
  new StaffOidcStrategy(async (signedIn) => signedIn),
);
