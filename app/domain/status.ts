// How a state of an account, a service, an order, a request or an outage reads at a glance
// (the tone of its badge). The provider words its own states, so they are matched in lower case;
// a state not listed here is "under way", the least alarming guess that still says "not done".
// Pure: no server imports.

/**
 * Settled and well (success), under way (info), needs the customer's attention soon (warning),
 * needs it now (danger), or over and done with (neutral).
 */
export type StatusTone = "success" | "info" | "warning" | "danger" | "neutral";

const TONES: Record<string, StatusTone> = {
  // Settled and well.
  active: "success",
  connected: "success",
  paid: "success",
  "up to date": "success",
  completed: "success",
  resolved: "success",
  restored: "success",
  delivered: "success",
  approved: "success",
  answered: "success",
  closed: "neutral",
  // Under way (said, although "info" is the default, so that nobody reads them as settled).
  "pending connection": "info",
  "pending activation": "info",
  ordered: "info",
  dispatched: "info",
  // Needs the customer's attention soon.
  due: "warning",
  unpaid: "warning",
  "cancellation requested": "warning",
  // Needs it now.
  overdue: "danger",
  "outage in progress": "danger",
  failed: "danger",
  disconnected: "danger",
  suspended: "danger",
  // Over: no longer the customer's concern.
  cancelled: "neutral",
  "not known": "neutral",
};

export function statusTone(status: string): StatusTone {
  return TONES[status.trim().toLowerCase()] ?? "info";
}
