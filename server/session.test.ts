import { describe, expect, it } from "vitest";
import { commitSession, destroySession, getSession, newSignedInSession } from "./session.ts";

const cookieValue = (setCookie: string) => setCookie.split(";")[0]!;

describe("encrypted session cookie", () => {
  it("round-trips and hides its contents", async () => {
    const token = "eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjQxMDI0NDQ4MDB9.sig-sentinel";
    const session = newSignedInSession(token, 4102444800, 1000);
    session.set("serviceId", "42");
    const header = await commitSession(session);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    const raw = decodeURIComponent(cookieValue(header).split("=").slice(1).join("="));
    const decoded = Buffer.from(raw, "base64").toString("utf8");
    expect(decoded).not.toContain("sig-sentinel");
    expect(decoded).not.toContain("serviceId");
    expect(() => JSON.parse(Buffer.from(JSON.parse(decoded).split(".")[1] ?? "", "base64url").toString())).toThrow();

    const back = await getSession(cookieValue(header));
    expect(back.get("token")).toBe(token);
    expect(back.get("serviceId")).toBe("42");
    expect(back.get("isMfaDone")).toBe(false);
    expect(header.length).toBeLessThan(4096);
  });

  it("treats a tampered or foreign cookie as an empty session", async () => {
    const header = await commitSession(newSignedInSession("t.t.t", 1, 1));
    const value = cookieValue(header);
    const tampered = value.slice(0, -6) + (value.endsWith("A") ? "B" : "A") + value.slice(-5);
    expect((await getSession(tampered)).get("token")).toBeUndefined();
    expect((await getSession("ssp_session=garbage")).data).toEqual({});
    expect((await getSession(null)).data).toEqual({});
  });

  it("destroys by expiring the cookie", async () => {
    expect(await destroySession()).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });
});
