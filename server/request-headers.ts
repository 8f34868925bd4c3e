/**
 * Headers the Express layer sets on every incoming request before React Router sees it.
 * They are always overwritten, so a client cannot supply them.
 */
export const NONCE_HEADER = "x-portal-csp-nonce";
export const REQUEST_ID_HEADER = "x-request-id";
export const CLIENT_IP_HEADER = "x-portal-client-ip";
