import { href } from "react-router";

/** The SIM activation's pages, one question each, in order (docs/decisions/024). */
export const SIM_URLS = {
  sim: href("/activate-sim"),
  number: href("/activate-sim/number"),
  keepNumber: href("/activate-sim/keep-number"),
  numberCode: href("/activate-sim/number-code"),
  email: href("/activate-sim/email"),
  emailCode: href("/activate-sim/email-code"),
  identity: href("/activate-sim/identity"),
  check: href("/activate-sim/check"),
  done: href("/activate-sim/done"),
} as const;
export type SimStep = keyof typeof SIM_URLS;
