/** The SIM activation's pages, one question each, in order (docs/decisions/024). */
export const SIM_URLS = {
  sim: "/activate-sim",
  number: "/activate-sim/number",
  keepNumber: "/activate-sim/keep-number",
  numberCode: "/activate-sim/number-code",
  email: "/activate-sim/email",
  emailCode: "/activate-sim/email-code",
  identity: "/activate-sim/identity",
  check: "/activate-sim/check",
  done: "/activate-sim/done",
} as const;
export type SimStep = keyof typeof SIM_URLS;
