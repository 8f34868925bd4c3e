import { describe, expect, it } from "vitest";
import type { Profile } from "#server/provider/schemas/profile.ts";
import { newSignedInSession } from "#server/session.ts";
import { isVerified, visibleContacts } from "./verification.server.ts";

const profile = {
  email: "demo@example.com",
  contacts: [{ phoneMobile: "0412345678" }],
} as unknown as Profile;

function session(isMfaDone?: unknown) {
  const s = newSignedInSession("token", 0, 0);
  if (isMfaDone !== undefined) s.set("isMfaDone", isMfaDone as boolean);
  else s.unset("isMfaDone");
  return s;
}

describe("what a session may see of the account's contact details", () => {
  it("before MFA: the email and mobile masked as /mfa masks them, and nothing to prefill a field with", () => {
    for (const s of [session(), session(false), session("true")]) {
      expect(isVerified(s)).toBe(false);
      expect(visibleContacts(s, profile)).toEqual({
        inFull: false,
        email: "d***@example.com",
        mobile: "•••• ••• 678",
        phoneDefault: "",
      });
    }
  });

  it("after MFA: in full, the mobile spaced for reading and prefilled", () => {
    const s = session(true);
    expect(isVerified(s)).toBe(true);
    expect(visibleContacts(s, profile)).toEqual({
      inFull: true,
      email: "demo@example.com",
      mobile: "0412 345 678",
      phoneDefault: "0412 345 678",
    });
  });

  it("without a profile or a mobile: nothing", () => {
    expect(visibleContacts(session(), null)).toEqual({ inFull: false, email: null, mobile: null, phoneDefault: "" });
    const noMobile = { email: "demo@example.com", contacts: [] } as unknown as Profile;
    expect(visibleContacts(session(true), noMobile)).toMatchObject({ mobile: null, phoneDefault: "" });
  });
});
