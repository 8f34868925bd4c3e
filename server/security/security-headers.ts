import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Config } from "#server/config.ts";
import { REPORT_POLLER_SOURCE } from "#server/staff/report-poller.ts";

const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/** The origins a form post may end up at: ourselves, the external login page, allowed return-to sites. */
function formActionSources(config: Config): string {
  const origins = new Set<string>(config.RETURN_TO_ORIGINS);
  if (/^https?:\/\//.test(config.loginUrl)) origins.add(new URL(config.loginUrl).origin);
  return ["'self'", ...origins].join(" ");
}

/**
 * The pages no third-party script may run on, as the app lists them (app/lib/tag-manager-pages.ts; app/lib/tag-manager.server.ts
 * calls `tellPagesFreeOfTheTagManager` as the React Router build loads). Until it has, every
 * page is.
 */
let isTagManagerFree: (pathname: string) => boolean = () => true;

export function tellPagesFreeOfTheTagManager(isFree: (pathname: string) => boolean) {
  isTagManagerFree = isFree;
}

/**
 * Whether the page asked for may carry the wholesaler's tag manager: the OE brand, and not a page
 * free of it. The path is read as React Router's Express adapter reads it.
 */
function allowsTagManager(config: Config, req: Request): boolean {
  if (!config.wholesaler.isOE) return false;
  try {
    return !isTagManagerFree(new URL(`http://portal${req.originalUrl}`).pathname);
  } catch {
    return false;
  }
}

/**
 * `inlineStyles`: under `npm run dev` only, where Vite adds each module's styles as a <style>
 * element (the build links them as files).
 */
function contentSecurityPolicy(
  config: Config,
  nonce: string,
  { inlineStyles = false, tagManagerAllowed = false, staffFormTargets = undefined as string | undefined } = {},
): string {
  const tagManager = tagManagerAllowed ? ` ${TAG_MANAGER_ORIGIN}` : "";
  return [
    "default-src 'self'",
    // The staff console runs no script but its report poller, allowed by its hash: nothing of the
    // customers' pages, no tag manager, not the framework's (decision 073).
    staffFormTargets === undefined
      ? `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`
      : `script-src ${REPORT_POLLER_SOURCE}`,
    inlineStyles ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data:${tagManager}`,
    "font-src 'self'",
    `connect-src 'self'${tagManager}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    // The staff console's sign-in posts on to its identity provider, and nowhere else.
    `form-action ${staffFormTargets === undefined ? formActionSources(config) : `'self' ${staffFormTargets}`.trim()}`,
  ].join("; ");
}

/** A CSP nonce's size: 128 bits, as CSP Level 3 asks at the least. */
const NONCE_BYTES = 16;
/** Nonces drawn from the system's random source at once: one call per 256 requests. */
const NONCE_POOL_BYTES = NONCE_BYTES * 256;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * A fresh nonce (base64 of 128 random bits), cut from a pooled buffer of random bytes: each slice
 * is handed out once and the pool is replaced, never refilled in place, once used up. One
 * `randomBytes(16)` per request cost 4.8 µs; a slice costs 0.3 (docs/decisions/075).
 */
export function nextNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_POOL_BYTES);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Security headers on every response; a fresh CSP nonce per request (`res.locals.nonce`) for the page's scripts.
 * `staffFormTargets`: on the staff console's listener, the identity provider's origin (read per
 * request: it is known once the sandbox's has started); its pages never carry the tag manager.
 */
export function securityHeaders(
  config: Config,
  options: { inlineStyles?: boolean; staffFormTargets?: () => string } = {},
) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = nextNonce();
    res.locals.nonce = nonce;
    const staffFormTargets = options.staffFormTargets?.();
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(config, nonce, {
        inlineStyles: options.inlineStyles,
        tagManagerAllowed: staffFormTargets === undefined && allowsTagManager(config, req),
        staffFormTargets,
      }),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()",
    );
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (config.isProduction) {
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    next();
  };
}
