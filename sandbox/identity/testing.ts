import { createHash, randomBytes } from "node:crypto";
import type { RunningSandbox } from "#sandbox/server.ts";
import { STAFF_PASSWORD } from "./staff.ts";

/**
 * For tests of the provider API's staff side: a staff access token from the sandbox's identity
 * provider, the whole way a client gets one (authorization request with PKCE, the sign-in form, the
 * code from the outbox, the token endpoint), with no portal in between.
 */
export async function staffAccessToken(sandbox: RunningSandbox, email: string): Promise<string> {
  const identity = sandbox.identity;
  if (!identity) throw new Error("this sandbox runs no identity provider");
  const cookies = new Map<string, string>();
  const go = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      headers: {
        Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
      redirect: "manual",
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const at = pair!.indexOf("=");
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  const next = (response: Response, base: string) => new URL(response.headers.get("Location") ?? "", base).href;

  const verifier = randomBytes(32).toString("base64url");
  const redirectUri = identity.redirectUri;
  const authorize = new URL("/auth", identity.issuer);
  authorize.search = new URLSearchParams({
    client_id: identity.clientId,
    response_type: "code",
    redirect_uri: redirectUri,
    scope: "openid profile email roles",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    state: randomBytes(8).toString("hex"),
    nonce: randomBytes(8).toString("hex"),
  }).toString();
  const interaction = next(await go(authorize.href), identity.issuer);
  await go(`${interaction}/login`, { email, password: STAFF_PASSWORD });
  const outbox = (await (await fetch(`${sandbox.url}/__sandbox/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    code?: string;
  }[];
  let url = next(await go(`${interaction}/code`, { code: outbox.find((m) => m.code)!.code! }), interaction);
  while (!url.startsWith(redirectUri)) url = next(await go(url), url);
  const code = new URL(url).searchParams.get("code")!;
  const token = await fetch(new URL("/token", identity.issuer), {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Authorization: `Basic ${Buffer.from(`${identity.clientId}:${identity.clientSecret}`).toString("base64")}`,
    },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  const body = (await token.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`no access token: ${JSON.stringify(body)}`);
  return body.access_token;
}
