/** Spec §8: the session-expiry alert on /login. */
export const EXPIRED_MESSAGE = "Your session has expired. You will be redirected to the login page.";

/** Shown when a sign-in link was already used, has expired, or is not one of ours. */
export const LINK_REFUSED = "That sign-in link has already been used or has expired. Ask for a new link.";

/**
 * /login after a sign-out the state store could not record: this browser is signed out, but a
 * copy of the session's cookie stands until its idle limit.
 */
export const signOutUnconfirmedMessage = (idleMinutes: number) =>
  `You are signed out on this device, but we could not confirm the sign-out on other devices. If this session is open anywhere else, it ends by itself after ${idleMinutes} minutes without use.`;
