/** The kinds of setting config.ts is made of: flags, lists, origins, URLs, time zones, limits, addresses. */

import { isIP } from "node:net";
import { z } from "zod";

export const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "on", "off", "yes", "no"], {
      error: "must be true or false",
    })
    .optional()
    .transform((v) => (v === undefined ? fallback : ["true", "1", "on", "yes"].includes(v)));

export const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );

export const origin = z.string().refine(
  (v) => {
    try {
      const u = new URL(v);
      return (u.protocol === "https:" || u.protocol === "http:") && u.origin === v.replace(/\/$/, "");
    } catch {
      return false;
    }
  },
  { error: "must be a list of origins like https://example.com" },
);

export const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional());

/** An IANA time zone this Node knows (its Intl data is what date-fns/tz reads). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A per-address limit: a whole number of requests per its window, at least 1. */
export const perIpLimit = (fallback: number) =>
  z.coerce
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be at least 1" })
    .default(fallback);

/** Names Express's `trust proxy` understands for whole address ranges. */
export const TRUSTED_PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

export function isAddressOrCidr(value: string): boolean {
  const [address, bits, extra] = value.split("/");
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  // A /0 range is every address, the same as trusting every hop (and Express refuses it at start).
  return Number(bits) >= 1 && Number(bits) <= (version === 4 ? 32 : 128);
}

/** A bounded space's size in journeys (server/state, docs/decisions/057). */
export const journeysMax = z.coerce
  .number({ error: "must be a whole number" })
  .int({ error: "must be a whole number" })
  .min(1, { error: "must be at least 1" })
  .default(10_000);

/** An Australian Business Number as typed: 11 digits, spaced as printed or not ("72 619 048 351"). */
export const abn = z.string().regex(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/, { error: "must be an ABN: 11 digits" });
