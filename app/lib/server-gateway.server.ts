/**
 * The one way from a route module to server/ (docs/decisions/017, 067). A route module reaches
 * the browser without its loader and action, and React Router refuses to build when browser code
 * still reaches a *.server module: a misplaced use fails the build instead of shipping the
 * server's config. Every name a route module uses is listed here, so a new one is added on
 * purpose; *.server.ts modules import `#server/…` directly.
 */
export { audit } from "#server/audit/index.ts";
export { attemptPasswordResetRequest, authenticator, type SignedIn, SignInError, tokenExp } from "#server/auth.ts";
export { config } from "#server/config.ts";
export { emailLogKey, logger } from "#server/logger.ts";
export { hasProviderStatus, isProviderError } from "#server/provider/errors.ts";
export { LIMIT_UNAVAILABLE_MESSAGE, limits } from "#server/security/rate-limit.ts";
export {
  commitSession,
  destroySession,
  endAccountSessions,
  endOtherSessions,
  endSession,
  getSession,
  type PortalSession,
  SessionNotRecorded,
  sessionStanding,
  signedOutSession,
  startSignedInSession,
  tokenAccount,
} from "#server/session.ts";
export { reportStateFailure, state } from "#server/state/index.ts";
