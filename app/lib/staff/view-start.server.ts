import { isProviderError } from "#server/provider/errors.ts";
import { createProviderClient } from "#server/provider/index.ts";
import { StaffSessionNotRecorded } from "#server/staff/session.ts";
import { startView, viewMinutes } from "#server/staff/view.ts";
import { failureOf, type Failure } from "#app/lib/provider-outcome.server.ts";
import { currentRequest } from "#server/request-context.ts";
import { LIMIT_UNAVAILABLE_MESSAGE } from "#server/security/rate-limit.ts";
import type { StaffMember } from "./guard.server.ts";

export { STAFF_VIEW_REASON_MAX, STAFF_VIEW_TICKET_MAX } from "#server/staff/view.ts";
export { auditViewEnded, endView, viewMinutes, viewStanding } from "#server/staff/view.ts";

export type ViewStart = { ok: true } | { ok: false; status: number; failure: Failure };

/**
 * Starts a member of staff's view of `accountCode` (its reason already checked): the provider's
 * read-only token for the account, asked with the member's staff token and the reason (the
 * provider records the view in the account's access log, which the customer reads), then the view
 * written into the staff session (a previous view ends). Its end is reckoned before the token is
 * asked for, so the portal ends the view no later than the provider's token does.
 */
export async function beginView(
  staff: StaffMember,
  asked: { accountCode: string; reason: string; ticket: string | null },
): Promise<ViewStart> {
  const minutes = viewMinutes();
  const startedAt = Date.now();
  let token: string;
  let name: string;
  try {
    ({ token } = await staff.api.authentication.getStaffViewToken({
      accountCode: asked.accountCode,
      reason: asked.reason,
      ...(asked.ticket ? { ticketReference: asked.ticket } : {}),
      minutes,
    }));
    // The banner's name, read with the view's own token (what the customer's account says).
    const viewing = createProviderClient({ token, requestId: currentRequest().id });
    const profile = await viewing.account.userDetails();
    name = `${profile.firstName} ${profile.lastName}`.trim() || asked.accountCode;
  } catch (error) {
    if (!isProviderError(error)) throw error;
    const status = error.status === 404 ? 404 : 502;
    return { ok: false, status, failure: failureOf(error) };
  }
  try {
    await startView(staff.session, staff.audit, {
      accountCode: asked.accountCode,
      name,
      token,
      reason: asked.reason,
      ticket: asked.ticket,
      startedAt,
      endsAt: startedAt + minutes * 60_000,
    });
  } catch (error) {
    if (!(error instanceof StaffSessionNotRecorded)) throw error;
    return { ok: false, status: 503, failure: { message: LIMIT_UNAVAILABLE_MESSAGE, detail: null, late: false } };
  }
  return { ok: true };
}
