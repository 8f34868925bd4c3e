import type { AccessLogResponse } from "#server/provider/schemas/staff.ts";
import { dateTimeShown } from "#app/lib/dates/format.ts";

/**
 * /profile/activity's rows, worded on the server (the page ships no date code): when the customer
 * signed in and how, and each view of the account by our support team with its reason. Who in
 * the team looked stays with the provider; the customer is told it was our support team.
 */

const SIGN_IN_WAYS: Record<string, string> = {
  password: "With your password",
  "email-link": "With a sign-in link we emailed you",
};

export const SUPPORT_TEAM = "Our support team";

export function shownActivity(log: AccessLogResponse) {
  return {
    staffViews: log.staffViews.map((view, index) => ({
      key: `${view.at}-${index}`,
      when: dateTimeShown(view.at),
      who: SUPPORT_TEAM,
      reason: view.reason,
      ticketReference: view.ticketReference ?? null,
    })),
    signIns: log.signIns.map((signIn, index) => ({
      key: `${signIn.at}-${index}`,
      when: dateTimeShown(signIn.at),
      how: SIGN_IN_WAYS[signIn.method] ?? "Signed in",
    })),
  };
}
