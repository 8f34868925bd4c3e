/**
 * The session-expiry alert on /login. Spec §8's alert ("Your session has expired. You will be
 * redirected to the login page.") is worded for the page before the move; the portal moves on the
 * server, so the customer reads it on the login page itself: the spec's first sentence, then what
 * to do here (docs/decisions/049).
 */
export const EXPIRED_MESSAGE = "Your session has expired.";

/** What to do after a session ran out (not the idle limit, which says more: idleSignOutMessage). */
export const expiredNextStep = (returns: boolean) =>
  returns ? "Sign in again to go back to the page you were on." : "Sign in again to carry on.";

/** /login after signing out. */
export const SIGNED_OUT_MESSAGE = "You have signed out.";

/** /login after the idle limit ended a session: what happened, in plain words, beside the spec's alert. */
export const idleSignOutMessage = (idleMinutes: number, returns: boolean) =>
  `You were signed out because you had not used the portal for ${idleMinutes} minutes. ${
    returns ? "Sign in to go back to the page you were on." : "Sign in to carry on."
  }`;

/** The session's length, said on signed-in pages with a form (without JavaScript there is no warning). */
export const sessionLengthNote = (idleMinutes: number) =>
  `For your security, we sign you out after ${idleMinutes} minutes without activity.`;

/** Shown when a sign-in link was already used, has expired, or is not one of ours. */
export const LINK_REFUSED = "That sign-in link has already been used or has expired. Ask for a new link.";

/**
 * /login after a sign-out the state store could not record: this browser is signed out, but a
 * copy of the session's cookie stands until its idle limit.
 */
export const signOutUnconfirmedMessage = (idleMinutes: number) =>
  `You are signed out on this device, but we could not confirm the sign-out on other devices. If this session is open anywhere else, it ends by itself after ${idleMinutes} minutes without use.`;

/** Too many sign-ins tried from one address or for one account (the password form, links, handoffs). */
export const tooManySignIns = (phone: string) =>
  `Too many sign-in attempts. Wait 15 minutes and try again, or call us on ${phone}.`;

/** /login on a device signed out because the account's password was changed or reset elsewhere. */
export const PASSWORD_CHANGED_SIGN_OUT =
  "Your password was changed, so we signed you out here. Sign in with your new password. If you did not change it, call us.";
