import { describe, expect, it } from "vitest";
import { mfaDestinationsChanged, tooManyReauthAttempts } from "./reauth.ts";

describe("mfaDestinationsChanged: does this change need the current password?", () => {
  const current = { email: "demo@example.com", mobile: "0412 345 678" };

  it("is false when neither the email nor the mobile changes", () => {
    expect(mfaDestinationsChanged(current, { ...current })).toBe(false);
  });

  it("ignores spaces around the email", () => {
    expect(mfaDestinationsChanged(current, { ...current, email: "  demo@example.com " })).toBe(false);
  });

  it("counts a change of case as a change: the address is sent as written", () => {
    expect(mfaDestinationsChanged(current, { ...current, email: "Demo@example.com" })).toBe(true);
    expect(mfaDestinationsChanged(current, { ...current, email: " demo@EXAMPLE.com " })).toBe(true);
  });

  it("ignores how the same mobile is written", () => {
    for (const mobile of ["0412345678", "+61 412 345 678", "(04) 1234-5678", "412 345 678"]) {
      expect(mfaDestinationsChanged(current, { ...current, mobile }), mobile).toBe(false);
    }
  });

  it("is true for another email", () => {
    expect(mfaDestinationsChanged(current, { ...current, email: "attacker@example.net" })).toBe(true);
  });

  it("is true for another mobile, or a mobile added or removed", () => {
    expect(mfaDestinationsChanged(current, { ...current, mobile: "0499 000 111" })).toBe(true);
    expect(mfaDestinationsChanged(current, { ...current, mobile: "" })).toBe(true);
    expect(mfaDestinationsChanged(current, { ...current, mobile: undefined })).toBe(true);
    expect(mfaDestinationsChanged({ ...current, mobile: null }, current)).toBe(true);
    expect(mfaDestinationsChanged({ ...current, mobile: null }, { ...current, mobile: "" })).toBe(false);
  });

  it("compares what is not a phone number as typed (an invalid number is still a change)", () => {
    expect(mfaDestinationsChanged(current, { ...current, mobile: "12345" })).toBe(true);
  });
});

describe("the limit message", () => {
  it("names the support phone", () => {
    expect(tooManyReauthAttempts("1300 980 711")).toBe(
      "Too many attempts. Wait 15 minutes and try again, or call us on 1300 980 711.",
    );
  });
});
