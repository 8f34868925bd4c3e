import { config } from "#server/config.ts";
import { safeRedirectPath } from "./validation.ts";

/**
 * Spec §4 step 1: where a signed-out visitor is sent. `returnTo` when it is a same-origin path or an
 * allow-listed external origin (RETURN_TO_ORIGINS); otherwise undefined, and the caller uses the
 * configured login URL. Never an open redirect.
 */
export function allowedReturnTo(value: string | null): string | undefined {
  if (!value) return undefined;
  if (value.startsWith("/")) {
    const path = safeRedirectPath(value, "");
    return path || undefined;
  }
  try {
    const url = new URL(value);
    if ((url.protocol === "https:" || url.protocol === "http:") && config.RETURN_TO_ORIGINS.includes(url.origin)) {
      return url.href;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** The path and query the browser asked for, as a page URL (a `.data` request names its page). */
export function pagePath(url: URL): string {
  const clean = new URL(url);
  clean.searchParams.delete("_routes");
  clean.searchParams.delete("index");
  let pathname = clean.pathname.replace(/\.data$/, "");
  if (pathname === "/_root") pathname = "/";
  return `${pathname}${clean.search}`;
}

/**
 * Where to send someone who must sign in. The portal's own login page gets `redirectTo` (the page
 * they were going to) and, when their session ran out, `expired=1` for the spec's alert, or
 * `expired=idle` when it was the idle limit (the page says so in plain words).
 */
export function signInUrl(target: string, redirectTo: string | undefined, expired: boolean | "idle"): string {
  if (!target.startsWith("/")) return target;
  const url = new URL(target, "http://portal.invalid");
  if (redirectTo && redirectTo !== "/" && url.pathname === "/login") url.searchParams.set("redirectTo", redirectTo);
  if (expired) url.searchParams.set("expired", expired === "idle" ? "idle" : "1");
  return `${url.pathname}${url.search}`;
}
