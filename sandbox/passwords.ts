import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/**
 * scrypt password hashes: "scrypt$<salt b64url>$<hash b64url>". The password is hashed in Unicode
 * NFKC form (NIST SP 800-63B): the same password typed on another keyboard or system matches.
 */

export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const hash = await scryptAsync(password.normalize("NFKC"), salt, 32);
  return `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scryptAsync(password.normalize("NFKC"), Buffer.from(salt, "base64url"), expected.length);
  return timingSafeEqual(actual, expected);
}
