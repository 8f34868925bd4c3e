import type { Sandbox } from "./context.ts";
import type { StaffRole } from "./staff-principal.ts";

/**
 * The account's access log, of which the provider is the system of record: each customer sign-in
 * and each view of the account by a member of staff (one row per read-only token issued for a
 * view). `GET account/access-log` answers it to the customer.
 */

/** How the customer signed in: a password (`get-token`) or an emailed link exchanged once. */
export type SignInMethod = "password" | "email-link";

export interface SignInRecord {
  kind: "sign-in";
  at: string;
  method: SignInMethod;
}

export interface StaffViewRecord {
  kind: "staff-view";
  at: string;
  /** When the view's read-only token stops working. */
  endsAt: string;
  staffSubject: string;
  staffName: string;
  role: StaffRole;
  reason: string;
  ticketReference: string | null;
}

export type AccessLogRecord = SignInRecord | StaffViewRecord;

/** Sign-ins the answer lists (the newest); staff views are listed for a year, all of them. */
export const SIGN_INS_LISTED = 20;
export const STAFF_VIEWS_LISTED = 200;
const STAFF_VIEWS_DAYS = 366;

export function recordSignIn(sb: Sandbox, accountCode: string, method: SignInMethod): void {
  const at = new Date(sb.now()).toISOString();
  sb.store.insert<SignInRecord>("access_log", {
    accountCode,
    ref: "sign-in",
    data: { kind: "sign-in", at, method },
    createdAt: at,
  });
}

/** Records a staff view; its row id names the view in the view's token. */
export function recordStaffView(sb: Sandbox, accountCode: string, view: Omit<StaffViewRecord, "kind">): number {
  return sb.store.insert<StaffViewRecord>("access_log", {
    accountCode,
    ref: "staff-view",
    data: { kind: "staff-view", ...view },
    createdAt: view.at,
  });
}

/**
 * What the customer is told (newest first): when and how they signed in, and when our staff
 * viewed the account, in which role and why. The member of staff's name and subject stay with
 * the provider.
 */
export function accessLogOf(sb: Sandbox, accountCode: string) {
  const since = new Date(sb.now() - STAFF_VIEWS_DAYS * 86_400_000).toISOString();
  const signIns = sb.store
    .list<SignInRecord>("access_log", { accountCode, ref: "sign-in" }, { newestFirst: true, limit: SIGN_INS_LISTED })
    .map((r) => ({ at: r.data.at, method: r.data.method }));
  const staffViews = sb.store
    .list<StaffViewRecord>(
      "access_log",
      { accountCode, ref: "staff-view" },
      { newestFirst: true, limit: STAFF_VIEWS_LISTED },
    )
    .filter((r) => r.data.at >= since)
    .map((r) => ({
      at: r.data.at,
      endsAt: r.data.endsAt,
      role: r.data.role,
      reason: r.data.reason,
      ticketReference: r.data.ticketReference,
    }));
  // Seeded rows are inserted out of time order; the answer is by time.
  const byTimeDesc = (a: { at: string }, b: { at: string }) => b.at.localeCompare(a.at);
  return { signIns: signIns.sort(byTimeDesc), staffViews: staffViews.sort(byTimeDesc) };
}
