import { randomBytes } from "node:crypto";
import { type AuditActor, audit } from "#server/audit/index.ts";
import { config } from "#server/config.ts";
import { reportStateFailure, state } from "#server/state/index.ts";
import { type StaffSession, updateStaffSession } from "./session.ts";

/**
 * A member of staff viewing a customer's account (docs/staff.md "Viewing a customer"): held in the
 * staff session's record in the state store, never in a URL or the browser. One customer at a
 * time; it ends after STAFF_VIEW_MINUTES, with "End view", with a new view, or with the staff
 * session. The view's token is the provider's read-only token for the account (decision 071): it
 * stays in the record, and the provider refuses it anything but reading.
 */

export type StaffViewRecord = {
  /** A random id, for "ended once" (the audit line of its end is written once, whoever ends it). */
  id: string;
  accountCode: string;
  /** The account's name as the banner shows it. */
  name: string;
  /** The provider's read-only token for the account, naming the member of staff. */
  token: string;
  reason: string;
  ticket: string | null;
  /** When it started and ends (ms since the epoch). */
  startedAt: number;
  endsAt: number;
};

/** Why a view ended, as its audit line says. */
export type ViewEnd = "end-view" | "time-limit" | "new-view" | "sign-out";

export const STAFF_VIEW_REASON_MAX = 500;
export const STAFF_VIEW_TICKET_MAX = 40;

/** The view in the session: standing, past its time (ended, to be cleared), or none. */
export function viewStanding(
  session: Pick<StaffSession, "view">,
  nowMs = Date.now(),
):
  | { standing: "active"; view: StaffViewRecord }
  | { standing: "expired"; view: StaffViewRecord }
  | { standing: "none" } {
  const view = session.view;
  if (!view) return { standing: "none" };
  return view.endsAt > nowMs ? { standing: "active", view } : { standing: "expired", view };
}

/** How long a view lasts from now (the provider's token is asked for the same minutes, so it lasts at least as long). */
export const viewMinutes = (): number => config.STAFF_VIEW_MINUTES;

/**
 * Records the view's end once: the first of End view, its time limit, a new view and sign-out to
 * claim it in the state store writes the audit line; the others find it claimed. A store that is
 * down still gets the line written (an end is never left out of the trail; at worst it is twice).
 */
export async function auditViewEnded(
  view: StaffViewRecord,
  actor: AuditActor,
  sid: string,
  ended: ViewEnd,
  nowMs = Date.now(),
): Promise<void> {
  let first = true;
  try {
    first = await state.setIfAbsent(
      `staff-view-ended:${view.id}`,
      ended,
      Math.max(60_000, view.endsAt - nowMs + 60 * 60_000),
    );
  } catch (error) {
    reportStateFailure(error);
  }
  if (!first) return;
  audit("staff.view-ended", { outcome: "ok", actor, sid, account: view.accountCode, ended });
}

/** A new view: the previous one (if any) ends ("new-view"), this one is written into the session's record. */
export async function startView(
  session: StaffSession,
  who: { actor: AuditActor; sid: string },
  view: Omit<StaffViewRecord, "id">,
  nowMs = Date.now(),
): Promise<StaffSession> {
  const previous = viewStanding(session, nowMs);
  const record: StaffViewRecord = { ...view, id: randomBytes(12).toString("base64url") };
  const next = await updateStaffSession(session, { view: record }, nowMs);
  if (previous.standing !== "none")
    await auditViewEnded(previous.view, who.actor, who.sid, previous.standing === "active" ? "new-view" : "time-limit");
  audit("staff.view-started", {
    outcome: "ok",
    ...who,
    account: view.accountCode,
    reason: view.reason,
    ticket: view.ticket ?? undefined,
  });
  return next;
}

/** The view ends (End view, or found past its time): cleared from the session's record, its end recorded once. */
export async function endView(
  session: StaffSession,
  who: { actor: AuditActor; sid: string },
  ended: ViewEnd,
): Promise<StaffSession> {
  const view = session.view;
  if (!view) return session;
  const next = await updateStaffSession(session, { view: null });
  await auditViewEnded(view, who.actor, who.sid, ended);
  return next;
}
