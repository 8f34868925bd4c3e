import { createCipheriv, createDecipheriv, type KeyObject, randomBytes } from "node:crypto";

/**
 * Compact JWE with direct key agreement and AES-256-GCM (RFC 7516 `dir` + `A256GCM`), the session
 * cookie's format, done with node:crypto's synchronous cipher. jose does the same through Web
 * Crypto, whose asynchronous jobs cost about 8 % of a signed-in page's CPU time
 * (docs/decisions/026); the tokens are interchangeable with jose's (server/jwe.test.ts). Pass keys
 * as KeyObjects (`createSecretKey`) where they are used often: node:crypto imports a raw key anew
 * on every call, which cost the session cookie's decryption 26 of its 31 µs.
 */

/** A key as bytes or as a KeyObject. */
export type JweKey = Uint8Array | KeyObject;
const keyBytes = (key: JweKey) => (key instanceof Uint8Array ? key.length : (key.symmetricKeySize ?? 0));

const HEADER = Buffer.from(JSON.stringify({ alg: "dir", enc: "A256GCM" })).toString("base64url");
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptJwe(plaintext: Uint8Array, key: JweKey): string {
  if (keyBytes(key) !== 32) throw new TypeError("A256GCM needs a 32-byte key");
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(HEADER, "ascii"));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return `${HEADER}..${iv.toString("base64url")}.${ciphertext.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}`;
}

function isDirA256Gcm(protectedHeader: string): boolean {
  try {
    const bytes = strictBase64url(protectedHeader);
    if (!bytes) return false;
    const header: unknown = JSON.parse(bytes.toString("utf8"));
    if (!header || typeof header !== "object" || Array.isArray(header)) return false;
    const { alg, enc, crit, zip } = header as Record<string, unknown>;
    return alg === "dir" && enc === "A256GCM" && crit === undefined && zip === undefined;
  } catch {
    return false;
  }
}

/**
 * Base64url as RFC 7515 writes it, or null: Node's decoder skips characters it does not know and
 * ignores the spare bits of the last one, so a changed token could otherwise decode the same.
 */
function strictBase64url(part: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  const bytes = Buffer.from(part, "base64url");
  return bytes.toString("base64url") === part ? bytes : null;
}

/** The plaintext, with the first key that authenticates it; null for anything else (never throws). */
export function decryptJwe(token: string, keys: readonly JweKey[]): Uint8Array | null {
  const parts = token.split(".");
  if (parts.length !== 5) return null;
  const [protectedHeader, encryptedKey, ivPart, ciphertextPart, tagPart] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (encryptedKey !== "" || !isDirA256Gcm(protectedHeader)) return null;
  const iv = strictBase64url(ivPart);
  const tag = strictBase64url(tagPart);
  const ciphertext = strictBase64url(ciphertextPart);
  if (!iv || !tag || !ciphertext || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  for (const key of keys) {
    if (keyBytes(key) !== 32) continue;
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(protectedHeader, "ascii"));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    } catch {
      // not this key: try the next (older) one
    }
  }
  return null;
}
