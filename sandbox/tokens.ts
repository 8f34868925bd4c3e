import { randomBytes } from "node:crypto";
import { SignJWT, errors, jwtVerify } from "jose";
import type { Store } from "./store.ts";
import { randomId } from "./util.ts";

/** HS256 tokens with `exp` in seconds; the signing secret lives in the store so tokens survive a restart. */

const ACCESS_TOKEN_SECONDS = 60 * 60;
export const OSS_TOKEN_SECONDS = 5 * 60;
/** An emailed sign-in link works once, for 15 minutes. */
export const LINK_TOKEN_SECONDS = 15 * 60;

export interface TokenClaims {
  /** Account code. */
  sub: string;
  email: string;
  exp: number;
  iat: number;
  jti: string;
  /** "access" (sign-in), "oss" (get-oss-token), "link" (an emailed sign-in link: exchanged once for an access token) */
  typ: "access" | "oss" | "link";
  /** Single-use: works once. */
  su?: boolean;
  /** Read-only (a staff view's token): refused on every call that changes something (sandbox/read-only.ts). */
  ro?: boolean;
  /** The member of staff a view's token was issued to. */
  staff?: TokenStaff;
}

/** The member of staff named in a view's token. */
export interface TokenStaff {
  sub: string;
  name: string;
  role: string;
  /** The access_log row of the view. */
  view: number;
}

const ISSUER = "sandbox-provider";

export class TokenService {
  readonly #key: Uint8Array;

  constructor(store: Store) {
    let secret = store.getMeta("tokenSecret");
    if (!secret) {
      secret = randomBytes(32).toString("base64url");
      store.setMeta("tokenSecret", secret);
    }
    this.#key = Buffer.from(secret, "base64url");
  }

  async issue(
    claims: { sub: string; email: string; typ: TokenClaims["typ"]; su?: boolean; ro?: boolean; staff?: TokenStaff },
    seconds = ACCESS_TOKEN_SECONDS,
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: claims.email,
      typ: claims.typ,
      ...(claims.su ? { su: true } : {}),
      ...(claims.ro ? { ro: true } : {}),
      ...(claims.staff ? { staff: claims.staff } : {}),
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + seconds)
      .setJti(randomId(9))
      .sign(this.#key);
  }

  /**
   * Tokens already verified, with their claims: a token never changes, so its signature is checked
   * once (verifying on every call was a third of the sandbox's time under load); its expiry is
   * checked on every use. Cleared when it grows large.
   */
  readonly #verified = new Map<string, TokenClaims>();

  /** The claims of a valid token, or null when it is forged, malformed or expired. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.#verified.get(token);
    if (known) return known.exp > Date.now() / 1000 ? known : null;
    const claims = await this.#verifySignature(token);
    if (claims) {
      if (this.#verified.size >= 10_000) this.#verified.clear();
      this.#verified.set(token, claims);
    }
    return claims;
  }

  async #verifySignature(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { issuer: ISSUER, algorithms: ["HS256"] });
      if (typeof payload.sub !== "string" || typeof payload.exp !== "number" || typeof payload.jti !== "string")
        return null;
      return {
        sub: payload.sub,
        email: String(payload.email ?? ""),
        exp: payload.exp,
        iat: payload.iat ?? 0,
        jti: payload.jti,
        typ: payload.typ === "oss" || payload.typ === "link" ? payload.typ : "access",
        su: payload.su === true,
        ...(payload.ro === true ? { ro: true } : {}),
        ...(isTokenStaff(payload.staff) ? { staff: payload.staff } : {}),
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

function isTokenStaff(value: unknown): value is TokenStaff {
  const v = value as Partial<TokenStaff> | null | undefined;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.sub === "string" &&
    typeof v.name === "string" &&
    typeof v.role === "string" &&
    typeof v.view === "number"
  );
}
