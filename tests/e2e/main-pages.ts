import { MAIN_PAGES } from "#scripts/lib/js-weight.ts";

// The pages the sweeps visit (reflow at 320 px, hydration with JavaScript): one list for both.

/** Signed out: the sign-in page and the join journey's first step, with matches and by hand (later steps need answers). */
export const SIGNED_OUT_PAGES = [
  "/",
  "/login",
  "/signup",
  "/signup?address=king+st",
  "/signup/address",
  "/no/such/page",
];

/** The main pages of the JavaScript budget (the signed-in ones), and the other pages of the menu and their steps. */
export const SIGNED_IN_PAGES = [
  // Moving home is off on the shared server: move-home.spec.ts checks its steps.
  ...MAIN_PAGES.filter(
    (path) => path !== "/login" && path !== "/mfa" && !path.startsWith("/signup") && !path.startsWith("/move"),
  ),
  "/home/outages",
  "/profile",
  "/support",
  "/support/report-fault",
  "/service/result?testId=TN10010001",
  "/no/such/page",
];
