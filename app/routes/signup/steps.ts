// The join journey's steps, in order (one question per page), and where each answer is changed.
export const JOIN_STEPS = {
  address: "/signup",
  manualAddress: "/signup/address",
  available: "/signup/available",
  plan: "/signup/plan",
  details: "/signup/details",
  check: "/signup/check",
  done: "/signup/done",
} as const;

/** "?change=1": the step was opened from check-your-answers, and goes back there when answered. */
export const CHANGE_PARAM = "change";

export const withChange = (path: string, change: boolean) => (change ? `${path}?${CHANGE_PARAM}=1` : path);

/** "Step 2 of 5" above each question. */
export const stepCaption = (n: number) => `Step ${n} of 5`;

/** What a registered email is told: that it has an account, and where to sign in; nothing about the account. */
export const EMAIL_REGISTERED =
  "There is already an account with this email address. Sign in to it, or use a different email address.";
