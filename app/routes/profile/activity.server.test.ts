import { describe, expect, it } from "vitest";
import { SUPPORT_TEAM, shownActivity } from "./activity.server.ts";

describe("/profile/activity's rows", () => {
  const shown = shownActivity({
    staffViews: [
      {
        at: "2026-11-20T01:30:00.000Z",
        endsAt: "2026-11-20T01:45:00.000Z",
        role: "agent",
        reason: "Customer called about a charge",
        ticketReference: "SR-204518",
      },
      { at: "2026-09-01T23:05:00.000Z", role: "supervisor", reason: "Checked the NBN service", ticketReference: null },
    ],
    signIns: [
      { at: "2026-11-24T22:00:00.000Z", method: "password" },
      { at: "2026-11-03T03:15:00.000Z", method: "email-link" },
      { at: "2026-10-03T03:15:00.000Z", method: "passkey" },
    ],
  });

  it("says a view was our support team's, never the member of staff or their role, with the reason and ticket", () => {
    expect(shown.staffViews.map((v) => [v.who, v.reason, v.ticketReference])).toEqual([
      [SUPPORT_TEAM, "Customer called about a charge", "SR-204518"],
      [SUPPORT_TEAM, "Checked the NBN service", null],
    ]);
    expect(JSON.stringify(shown)).not.toMatch(/agent|supervisor/);
  });

  it("words times in the provider's zone, with a machine-readable value", () => {
    // 01:30 UTC is 12:30pm in Sydney (summer time).
    expect(shown.staffViews[0]!.when).toEqual({
      text: "20 November 2026 at 12:30pm",
      iso: "2026-11-20T12:30:00+11:00",
    });
  });

  it("words each way of signing in, and a way it does not know as a plain sign-in", () => {
    expect(shown.signIns.map((s) => s.how)).toEqual([
      "With your password",
      "With a sign-in link we emailed you",
      "Signed in",
    ]);
  });
});
