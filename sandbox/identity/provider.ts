import { randomBytes, randomInt } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, importJWK, type JWK, jwtVerify } from "jose";
import Provider, { errors, type KoaContextWithOIDC } from "oidc-provider";
import type { Sandbox } from "#sandbox/context.ts";
import { recordOutbox } from "#sandbox/context.ts";
import { logger } from "#sandbox/logger.ts";
import { safeEqual, sha256 } from "#sandbox/util.ts";
import { codePage, errorPage, signInPage } from "./pages.ts";
import { checkStaffPassword, type StaffMember, type StaffRole, staffById } from "./staff.ts";

/**
 * The sandbox's OpenID Connect provider for staff (oidc-provider, on its own origin): what a
 * provider's real identity provider does for the staff console (docs/staff.md). Sign-in is an
 * email address and password, then a 6-digit code sent to the sandbox outbox; the console is a
 * first-party client, so no consent screen. ID tokens carry `roles` and `amr`; access tokens are
 * JWTs for the provider API (resource indicators) carrying the roles, which the sandbox's API
 * checks on staff calls (sandbox/identity/staff-calls.ts).
 */

/** The staff console's registration; the secret is a public demo value, like the demo passwords. */
export const STAFF_CLIENT_ID = "staff-console";
export const STAFF_CLIENT_SECRET = "sandbox-staff-console-secret";
/** The provider API as a resource (RFC 8707): the audience of staff access tokens. */
export const PROVIDER_API_AUDIENCE = "urn:sandbox-provider:api";
/** Where the staff console receives the sign-in's answer (its STAFF_URL + this path). */
export const STAFF_CALLBACK_PATH = "/staff/auth/callback";

const CODE_SECONDS = 10 * 60;
const CODE_MAX_WRONG = 5;
const ACCESS_TOKEN_SECONDS = 60 * 60;
const MAX_FORM_BYTES = 16 * 1024;

/** What a verified staff access token says about its holder. */
export interface StaffCaller {
  sub: string;
  name: string;
  roles: StaffRole[];
}

export interface IdentityProviderOptions {
  sb: Sandbox;
  port: number;
  host: string;
  /** The staff console's public origin: its redirect URI is registered from it. */
  staffUrl: string;
}

export interface RunningIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  /** The staff console's registered redirect URI. */
  redirectUri: string;
  /** The holder of a staff access token this provider issued, or null (forged, expired, another audience). */
  verifyAccessToken(token: string): Promise<StaffCaller | null>;
  close(): Promise<void>;
}

interface CodeRecord {
  staffId: string;
  codeHash: string;
  expiresAt: number;
  wrong: number;
  spent: boolean;
}

/** The signing key and cookie key, kept in the sandbox's store so tokens outlive a restart. */
async function keys(sb: Sandbox): Promise<{ signing: JWK; cookie: string }> {
  let signing = sb.store.getMeta("identitySigningKey");
  if (!signing) {
    const { privateKey } = await generateKeyPair("RS256", { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: randomBytes(8).toString("hex") };
    signing = JSON.stringify(jwk);
    sb.store.setMeta("identitySigningKey", signing);
  }
  let cookie = sb.store.getMeta("identityCookieKey");
  if (!cookie) {
    cookie = randomBytes(32).toString("base64url");
    sb.store.setMeta("identityCookieKey", cookie);
  }
  return { signing: JSON.parse(signing) as JWK, cookie };
}

const publicPart = ({ kty, n, e, kid, alg, use }: JWK): JWK => ({ kty, n, e, kid, alg, use });

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new Error("form too large");
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function html(res: ServerResponse, status: number, body: string, formTargets: string): void {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    // Chromium checks form-action on the redirects after a post too: the last one lands on the console.
    "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
  });
  res.end(body);
}

export async function startIdentityProvider(options: IdentityProviderOptions): Promise<RunningIdentityProvider> {
  const { sb } = options;
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`;
  const staffOrigin = new URL(options.staffUrl).origin;
  const { signing, cookie } = await keys(sb);
  const verifyKey = await importJWK(publicPart(signing), "RS256");

  const claimsOf = (member: StaffMember) => ({
    sub: member.id,
    name: member.name,
    email: member.email,
    roles: member.roles,
  });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: STAFF_CLIENT_ID,
        client_secret: STAFF_CLIENT_SECRET,
        redirect_uris: [`${staffOrigin}${STAFF_CALLBACK_PATH}`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [signing] },
    cookies: { keys: [cookie] },
    pkce: { required: () => true },
    scopes: ["openid", "profile", "email", "roles"],
    // acr, auth_time, sid and iss are claims of their own; amr (the factors used) is in every ID token
    // (with `openid`), so the console can check the sign-in was multi-factor without asking for it.
    claims: {
      acr: null,
      auth_time: null,
      sid: null,
      iss: null,
      openid: ["sub", "amr"],
      profile: ["name"],
      email: ["email"],
      roles: ["roles"],
    },
    // The ID token carries the scopes' claims (roles above all): the console reads them there.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => PROVIDER_API_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, resource: string) => {
          if (resource !== PROVIDER_API_AUDIENCE) throw new errors.InvalidTarget();
          return {
            scope: "staff",
            audience: PROVIDER_API_AUDIENCE,
            accessTokenTTL: ACCESS_TOKEN_SECONDS,
            accessTokenFormat: "jwt",
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
    },
    async findAccount(_ctx: unknown, id: string) {
      const member = staffById(id);
      return member ? { accountId: member.id, claims: () => claimsOf(member) } : undefined;
    },
    /** The provider API reads the holder's roles (and name, for its records) from the access token. */
    async extraTokenClaims(_ctx: unknown, token: { kind: string; accountId?: string }) {
      const member = token.kind === "AccessToken" && token.accountId ? staffById(token.accountId) : undefined;
      return member ? { roles: member.roles, name: member.name } : undefined;
    },
    /** A first-party client: its grant is made at sign-in, so no consent is ever asked. */
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const oidc = ctx.oidc;
      const clientId = oidc.client?.clientId;
      const accountId = oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      const grant = existing ?? new oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope("openid profile email roles");
      grant.addResourceScope(PROVIDER_API_AUDIENCE, "staff");
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: ACCESS_TOKEN_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_SECONDS,
      Interaction: CODE_SECONDS,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
    },
    async renderError(ctx: KoaContextWithOIDC, out: { error_description?: string }) {
      ctx.type = "html";
      ctx.body = errorPage(out.error_description ?? "The sign-in could not go on.");
    },
  });
  provider.on("server_error", (_ctx, error) => logger.error({ err: error }, "identity provider error"));
  const oidcHandler = provider.callback();

  const activeCode = (uid: string) => {
    const row = sb.store.newest<CodeRecord>("staff_sign_in_codes", { ref: uid });
    return row && !row.data.spent && row.data.expiresAt > Date.now() ? row : undefined;
  };

  /** Password right: a code to the member's email (the outbox), bound to this sign-in (the interaction). */
  function sendCode(uid: string, member: StaffMember): void {
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    sb.store.insert<CodeRecord>("staff_sign_in_codes", {
      accountCode: null,
      ref: uid,
      data: {
        staffId: member.id,
        codeHash: sha256(`${uid}:${code}`),
        expiresAt: Date.now() + CODE_SECONDS * 1000,
        wrong: 0,
        spent: false,
      },
    });
    recordOutbox(
      sb,
      {
        channel: "email",
        to: member.email,
        subject: "Your staff sign-in code",
        body: `Your staff console sign-in code is ${code}. It expires in 10 minutes. If you did not sign in, tell security.`,
        code,
      },
      null,
    );
  }

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, step: string | undefined) {
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    if (!details || details.uid !== uid) {
      html(res, 400, errorPage("This sign-in has expired or was finished already."), staffOrigin);
      return;
    }
    if (details.prompt.name !== "login") {
      // A consent prompt cannot happen for the first-party console (loadExistingGrant); say no rather than ask.
      html(res, 400, errorPage("This application is not allowed to sign you in."), staffOrigin);
      return;
    }
    const pending = activeCode(uid);
    const method = req.method ?? "GET";
    if (method === "GET" && step === undefined) {
      const member = pending && staffById(pending.data.staffId);
      html(res, 200, member ? codePage(uid, { to: member.email }) : signInPage(uid), staffOrigin);
      return;
    }
    if (method === "POST" && step === "login") {
      const form = await readForm(req);
      const email = (form.get("email") ?? "").slice(0, 254);
      const member = await checkStaffPassword(email, (form.get("password") ?? "").slice(0, 200));
      if (!member) {
        html(res, 400, signInPage(uid, { email, error: "Enter a correct email address and password" }), staffOrigin);
        return;
      }
      if (pending) sb.store.update("staff_sign_in_codes", pending.id, { ...pending.data, spent: true });
      sendCode(uid, member);
      res.writeHead(303, { Location: `/interaction/${uid}` }).end();
      return;
    }
    if (method === "POST" && step === "code") {
      const form = await readForm(req);
      const code = (form.get("code") ?? "").trim();
      if (!pending) {
        html(res, 400, signInPage(uid, { error: "The code has expired. Sign in again." }), staffOrigin);
        return;
      }
      const member = staffById(pending.data.staffId)!;
      if (/^\d{6}$/.test(code) && safeEqual(pending.data.codeHash, sha256(`${uid}:${code}`))) {
        sb.store.update("staff_sign_in_codes", pending.id, { ...pending.data, spent: true });
        // Two factors: something known (the password) and something held (the mailbox's code).
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: member.id, amr: ["pwd", "otp", "mfa"], remember: false } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const wrong = pending.data.wrong + 1;
      sb.store.update("staff_sign_in_codes", pending.id, { ...pending.data, wrong, spent: wrong >= CODE_MAX_WRONG });
      const error =
        wrong >= CODE_MAX_WRONG ? "Too many wrong codes. Sign in again." : "Enter the 6-digit code we sent you";
      html(
        res,
        400,
        wrong >= CODE_MAX_WRONG ? signInPage(uid, { error }) : codePage(uid, { to: member.email, error }),
        staffOrigin,
      );
      return;
    }
    res.writeHead(405, { Allow: "GET, POST" }).end();
  }

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", issuer).pathname;
    const match = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|code))?$/.exec(path);
    if (!match) return oidcHandler(req, res);
    interaction(req, res, match[1]!, match[2]).catch((error: unknown) => {
      logger.error({ err: error }, "identity provider interaction failed");
      if (!res.headersSent) html(res, 400, errorPage("The sign-in could not go on."), staffOrigin);
    });
  });

  return {
    issuer,
    clientId: STAFF_CLIENT_ID,
    clientSecret: STAFF_CLIENT_SECRET,
    audience: PROVIDER_API_AUDIENCE,
    redirectUri: `${staffOrigin}${STAFF_CALLBACK_PATH}`,
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, verifyKey, {
          issuer,
          audience: PROVIDER_API_AUDIENCE,
          algorithms: ["RS256"],
          typ: "at+jwt",
        });
        if (typeof payload.sub !== "string" || !Array.isArray(payload.roles)) return null;
        const roles = payload.roles.filter((r): r is StaffRole => ["agent", "supervisor", "admin"].includes(String(r)));
        return { sub: payload.sub, name: String(payload.name ?? ""), roles };
      } catch {
        return null;
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
