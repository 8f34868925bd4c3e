import { describe, expect, it } from "vitest";
import { deviceCookieAfterSignIn, deviceCookieName, trustedDevice } from "./device-cookie.ts";

/** A device cookie names the accounts a browser signed in to, each with an id of its own, for 180 days. */

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25);
const asSent = (setCookie: string) => setCookie.split(";")[0]!;

describe("device cookies", () => {
  it("name the account a right password was given for, and no other", () => {
    const header = deviceCookieAfterSignIn(null, "account-a", now);
    expect(header).toMatch(
      new RegExp(`^${deviceCookieName}=[\\w.-]+; Path=/; HttpOnly; SameSite=Strict; Max-Age=15552000`),
    );
    const cookie = asSent(header);
    expect(trustedDevice(cookie, "account-a", now)).toMatch(/^[\w-]{22}$/);
    expect(trustedDevice(cookie, "account-b", now)).toBeNull();
    // Neither the account nor the id can be read from the cookie.
    expect(cookie).not.toContain("account-a");
    expect(cookie).not.toContain(trustedDevice(cookie, "account-a", now));
  });

  it("keep a shared browser's accounts (five at most), with a new id at each sign-in", () => {
    let cookie = "";
    for (const account of ["a", "b", "c", "d", "e", "f"])
      cookie = asSent(deviceCookieAfterSignIn(cookie, account, now));
    expect(["a", "b", "c", "d", "e", "f"].map((a) => trustedDevice(cookie, a, now) !== null)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    const before = trustedDevice(cookie, "c", now);
    const renewed = asSent(deviceCookieAfterSignIn(`theme=dark; ${cookie}`, "c", now));
    expect(trustedDevice(renewed, "c", now)).not.toBe(before);
    expect(trustedDevice(renewed, "f", now)).toBe(trustedDevice(cookie, "f", now));
  });

  it("end after 180 days; a forged, altered or foreign cookie names nothing", () => {
    const cookie = asSent(deviceCookieAfterSignIn(null, "a", now));
    expect(trustedDevice(cookie, "a", now + 179 * DAY)).not.toBeNull();
    expect(trustedDevice(cookie, "a", now + 180 * DAY)).toBeNull();
    const value = cookie.slice(deviceCookieName.length + 1);
    const altered = `${deviceCookieName}=${value.slice(0, -3)}${value.endsWith("AAA") ? "BBB" : "AAA"}`;
    expect(trustedDevice(altered, "a", now)).toBeNull();
    expect(trustedDevice(`${deviceCookieName}=not-a-cookie`, "a", now)).toBeNull();
    expect(trustedDevice(null, "a", now)).toBeNull();
  });
});
