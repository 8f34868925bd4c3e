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
    // The value is a compact JWE (dir + A256GCM): nothing in it reads as the session.
    const jwe = cookieValue(header).split("=").slice(1).join("=");
    expect(jwe).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const readable = jwe
      .split(".")
      .map((part) => Buffer.from(part, "base64url").toString("utf8"))
      .join(" ");
    expect(readable).not.toContain("sig-sentinel");
    expect(readable).not.toContain("serviceId");

    const back = await getSession(cookieValue(header));
    expect(back.get("token")).toBe(token);
    expect(back.get("serviceId")).toBe("42");
    expect(back.get("isMfaDone")).toBe(false);
    expect(header.length).toBeLessThan(4096);
  });

  it("treats a tampered or foreign cookie as an empty session", async () => {
    const header = await commitSession(newSignedInSession("t.t.t", 1, 1));
    const value = cookieValue(header);
    // One character of the tag changed (to another one, whatever it was).
    const tampered = value.slice(0, -6) + (value.at(-6) === "A" ? "B" : "A") + value.slice(-5);
    expect((await getSession(tampered)).get("token")).toBeUndefined();
    expect((await getSession("ssp_session=garbage")).data).toEqual({});
    expect((await getSession(null)).data).toEqual({});
  });

  it("finds its cookie among others, and nothing in a cookie of another name", async () => {
    const value = cookieValue(await commitSession(newSignedInSession("a.b.c", 1, 1)));
    const [name, jwe] = [value.slice(0, value.indexOf("=")), value.slice(value.indexOf("=") + 1)];
    expect((await getSession(`theme=dark; ${name}=${jwe}; other=1`)).get("token")).toBe("a.b.c");
    expect((await getSession(`${name}=${Buffer.from("not json").toString("base64")}`)).data).toEqual({});
    expect((await getSession(`x${name}=${jwe}`)).data).toEqual({});
  });

  it("destroys by expiring the cookie", async () => {
    expect(destroySession()).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });
});
