import { matchRoutes } from "react-router";

/**
 * The pages no third-party script may run on (docs/decisions/055): the one list, read by the page
 * (the tag manager is left out), by the CSP (its origins are left out) and by client navigation (a
 * document the tag manager ran in reaches these pages only by loading a new document). Patterns as
 * in app/routes.ts; `/*` takes a whole area. app/lib/tag-manager-pages.test.ts fails when a page
 * with a secret field is missing here.
 */
export const TAG_MANAGER_FREE_PAGES = [
  // Secret fields: passwords, one-time codes, cards, bank accounts, identity documents.
  "/login",
  "/mfa",
  "/password/*",
  "/profile/edit",
  "/profile/edit/mobile-code",
  "/profile/password",
  "/home/cancel/check",
  "/activate-sim/number-code",
  "/activate-sim/email-code",
  "/activate-sim/identity",
  // Billing, card and bank account pages among them: money is not shared with a third party.
  "/billing/*",
  // Joining online, confirming a sign-in link and switching account: signed out, or holding a
  // sign-in token.
  "/signup/*",
  "/confirm-sign-in",
  "/switch-account",
] as const;

const freePages = TAG_MANAGER_FREE_PAGES.map((path) => ({ path }));

/** Whether `pathname` is one of those pages, matched as React Router matches it (any case, decoded). */
export function isTagManagerFree(pathname: string): boolean {
  return matchRoutes(freePages, pathname) !== null;
}

/**
 * Set, unchangeable, by the tag manager's snippet as it runs: a document it ran in stays marked
 * whatever its scripts do afterwards.
 */
export const TAG_MANAGER_RAN = "__portalTagManagerRan";
