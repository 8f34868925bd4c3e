import type { AccessLogRecord } from "#sandbox/access-log.ts";
import type { Store } from "#sandbox/store.ts";

/**
 * The demo account's access log (decision 071), so /profile/activity has something to show on a
 * fresh start: past sign-ins, and two past views by our support team with their reasons (one
 * with a ticket). Times are relative to now; rows go in oldest first, as they would have happened.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface Seeded {
  ago: number;
  record: (at: string, ends: (minutes: number) => string) => AccessLogRecord;
}

const demoLog: readonly Seeded[] = [
  { ago: 64 * DAY + 2 * HOUR, record: (at) => ({ kind: "sign-in", at, method: "password" }) },
  {
    ago: 63 * DAY + 5 * HOUR,
    record: (at, ends) => ({
      kind: "staff-view",
      at,
      endsAt: ends(15),
      staffSubject: "seed-supervisor",
      staffName: "Sandbox Supervisor",
      role: "supervisor",
      reason: "Checked the NBN service after the customer reported evening drop-outs",
      ticketReference: null,
    }),
  },
  { ago: 21 * DAY + 9 * HOUR, record: (at) => ({ kind: "sign-in", at, method: "email-link" }) },
  {
    ago: 6 * DAY + 4 * HOUR,
    record: (at, ends) => ({
      kind: "staff-view",
      at,
      endsAt: ends(15),
      staffSubject: "seed-agent",
      staffName: "Sandbox Agent",
      role: "agent",
      reason: "Customer called about a charge on their latest bill",
      ticketReference: "SR-204518",
    }),
  },
  { ago: 2 * DAY + 3 * HOUR, record: (at) => ({ kind: "sign-in", at, method: "password" }) },
];

export function seedAccessLog(store: Store, now: number): void {
  for (const { ago, record } of demoLog) {
    const start = now - ago;
    const at = new Date(start).toISOString();
    const data = record(at, (minutes) => new Date(start + minutes * 60_000).toISOString());
    store.insert("access_log", { accountCode: "A10001", ref: data.kind, data, createdAt: at });
  }
}
