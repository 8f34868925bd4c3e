/**
 * Headers the Express layer sets on every incoming request before React Router sees it.
 * They are always overwritten, so a client cannot supply them.
 */
export const NONCE_HEADER = "x-portal-csp-nonce";
export const REQUEST_ID_HEADER = "x-request-id";
export const CLIENT_IP_HEADER = "x-portal-client-ip";

/** The request's id (set by the Express layer), for log lines and the provider's X-Request-Id. */
export function requestIdOf(request: Request): string {
  return request.headers.get(REQUEST_ID_HEADER) ?? "";
}

/** The client's address as the Express layer worked it out (TRUST_PROXY), for per-IP limits. */
export function clientIpOf(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
