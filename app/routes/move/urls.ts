import { href } from "react-router";

/** The moving-home pages, one question each, in order (docs/decisions/024). */
export const MOVE_URLS = {
  address: href("/move"),
  manualAddress: href("/move/address"),
  available: href("/move/available"),
  date: href("/move/date"),
  services: href("/move/services"),
  appointment: href("/move/appointment"),
  check: href("/move/check"),
  done: href("/move/done"),
} as const;
export type MoveStep = keyof typeof MOVE_URLS;
