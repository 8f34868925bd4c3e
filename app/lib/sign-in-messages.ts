/** Spec §8: the session-expiry alert on /login. */
export const EXPIRED_MESSAGE = "Your session has expired. You will be redirected to the login page.";

/** Shown when a sign-in link was already used, has expired, or is not one of ours. */
export const LINK_REFUSED = "That sign-in link has already been used or has expired. Ask for a new link.";
