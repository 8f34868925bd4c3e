/** The moving-home pages, one question each, in order (docs/decisions/024). */
export const MOVE_URLS = {
  address: "/move",
  manualAddress: "/move/address",
  available: "/move/available",
  date: "/move/date",
  services: "/move/services",
  appointment: "/move/appointment",
  check: "/move/check",
  done: "/move/done",
} as const;
export type MoveStep = keyof typeof MOVE_URLS;
