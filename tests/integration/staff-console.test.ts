import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, signIn as customerSignIn } from "#scripts/lib/session.ts";
import { staffBrowser, staffFetch, staffSignIn, staffSignInUntilCallback } from "#tests/staff-sign-in.ts";
import { type StaffPortal, startStaffPortal } from "./staff-portal.ts";

/**
 * The staff console as it runs: a built portal with its staff listener (STAFF_PORT), its sandbox
 * and the sandbox's real identity provider, all over HTTP (no mock of openid-client). Sign-in with
 * PKCE and the code, the refusals (no role, a replayed or altered callback), sign-out, the two
 * listeners kept apart, and an OSS token refused as a `?token=` sign-in.
 */

let running: StaffPortal | undefined;
let portal = "";
let staff = "";
let sandbox = "";

beforeAll(async () => {
  running = await startStaffPortal();
  ({ staff, sandbox } = running);
  portal = running.portal;
}, 90_000);

afterAll(() => running?.stop());

const browser = () => staffBrowser(staff, sandbox);
const auditLines = () => running!.auditLines();

describe("staff sign-in", () => {
  it("asks the identity provider with PKCE (S256), state and nonce, then names the member and their role", async () => {
    const b = browser();
    const { callback, authorize } = await staffSignInUntilCallback(b, "agent@staff.example");
    const asked = new URL(authorize).searchParams;
    expect(asked.get("code_challenge_method")).toBe("S256");
    expect(asked.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(asked.get("state")).toMatch(/.{20,}/);
    expect(asked.get("nonce")).toMatch(/.{20,}/);
    expect(asked.get("prompt")).toBe("login");
    const signedIn = await staffFetch(b, callback);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/staff");
    const cookie = signedIn.headers.getSetCookie().find((h) => /ssp_staff=/.test(h))!;
    expect(cookie).toMatch(/HttpOnly/);
    const home = await staffFetch(b, "/staff");
    const html = await home.text();
    expect(home.status).toBe(200);
    expect(html).toContain("Signed in as Avery Agent, Agent.");
    expect(html).toContain("Find a customer");
    // No script runs on a staff page but the report poller, by its hash (no customer JavaScript, no tag manager); forms go to the console or the IdP.
    const csp = home.headers.get("Content-Security-Policy")!;
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
    expect(csp).toMatch(/form-action 'self' http:\/\/127\.0\.0\.1:\d+(;|$)/);
    expect(html).not.toContain("googletagmanager");
    // Never the access token in the page.
    expect(html).not.toMatch(/eyJ[\w-]+\.eyJ/);
    const line = auditLines().findLast((l) => l.event === "staff.signed-in");
    expect(line).toMatchObject({ outcome: "ok", actor: { sub: "staff-1001", role: "agent" } });
  });

  it("without a role: the no-access page (403) and no session", async () => {
    const b = browser();
    const answer = await staffSignIn(b, "nobody@staff.example");
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain("You do not have access to the staff console");
    expect(answer.headers.getSetCookie().some((h) => /ssp_staff=[^;]/.test(h))).toBe(false);
    expect((await staffFetch(b, "/staff")).headers.get("Location")).toBe("/staff/login");
    expect(auditLines().findLast((l) => l.event === "staff.sign-in-refused")).toMatchObject({
      outcome: "refused",
      refusal: "no-role",
      actor: { sub: "staff-1004", role: null },
    });
  });

  it("a replayed callback gets 400 and no session", async () => {
    const b = browser();
    const { callback } = await staffSignInUntilCallback(b, "supervisor@staff.example");
    expect((await staffFetch(b, callback)).status).toBe(302);
    const other = browser();
    other.portal.set("ssp_staff_signin", b.portal.get("ssp_staff_signin") ?? "spent");
    const replayed = await staffFetch(other, callback);
    expect(replayed.status).toBe(400);
    expect(replayed.headers.getSetCookie().some((h) => /ssp_staff=[^;]/.test(h))).toBe(false);
    expect((await staffFetch(other, "/staff")).status).toBe(302);
  });

  it("an altered callback (its code or its state) gets 400 and no session", async () => {
    for (const alter of ["code", "state"] as const) {
      const b = browser();
      const { callback } = await staffSignInUntilCallback(b, "agent@staff.example");
      const url = new URL(callback);
      url.searchParams.set(alter, `${url.searchParams.get(alter)!.slice(0, -2)}xx`);
      const altered = await staffFetch(b, url.href);
      expect(altered.status, alter).toBe(400);
      expect(await altered.text()).toContain("This sign-in cannot be used");
      expect(altered.headers.getSetCookie().some((h) => /ssp_staff=[^;]/.test(h))).toBe(false);
      expect((await staffFetch(b, "/staff")).status).toBe(302);
    }
  });

  it("a callback opened in another browser (not the one that started it) gets 400", async () => {
    const started = browser();
    const { callback } = await staffSignInUntilCallback(started, "agent@staff.example");
    const elsewhere = browser();
    expect((await staffFetch(elsewhere, callback)).status).toBe(400);
  });

  it("sign-out is a POST that ends the session: a copy of the cookie is signed out too", async () => {
    const b = browser();
    await staffSignIn(b, "admin@staff.example");
    const copy = b.portal.get("ssp_staff")!;
    expect((await staffFetch(b, "/staff/logout")).headers.get("Location")).toBe("/staff");
    expect((await staffFetch(b, "/staff")).status).toBe(200);
    const out = await staffFetch(b, "/staff/logout", {});
    expect(out.headers.get("Location")).toBe("/staff/login?signedout=1");
    const again = browser();
    again.portal.set("ssp_staff", copy);
    expect((await staffFetch(again, "/staff")).headers.get("Location")).toBe("/staff/login");
    expect(auditLines().findLast((l) => l.event === "staff.signed-out")).toMatchObject({
      outcome: "ok",
      actor: { sub: "staff-1003", role: "admin" },
    });
  });
});

describe("two listeners, kept apart", () => {
  it("the customer listener has no staff console, the staff listener no customer pages", async () => {
    for (const page of ["/staff", "/staff/login", "/staff/auth/callback?code=x&state=y"])
      expect((await fetch(`${portal}${page}`, { redirect: "manual" })).status, page).toBe(404);
    for (const page of ["/home", "/login", "/billing", "/__catalogue"])
      expect((await fetch(`${staff}${page}`, { redirect: "manual" })).status, page).toBe(404);
  });

  it("the staff cookie is not a customer session, and a customer's session is not a staff one", async () => {
    const b = browser();
    await staffSignIn(b, "admin@staff.example");
    const onCustomer = await fetch(`${portal}/home`, { headers: { Cookie: b.portal.header() }, redirect: "manual" });
    expect(onCustomer.status).toBe(302);
    expect(onCustomer.headers.get("Location")).toMatch(/^\/login/);

    const customer = new Client(portal);
    await customerSignIn(customer, "demo@example.com");
    const cookies = customer.cookie!;
    expect(cookies).toMatch(/ssp_session=/);
    const onStaff = await fetch(`${staff}/staff`, { headers: { Cookie: cookies }, redirect: "manual" });
    expect(onStaff.status).toBe(302);
    expect(onStaff.headers.get("Location")).toBe("/staff/login");
  });
});

describe("an OSS token", () => {
  it("is refused as a ?token= sign-in: no session, no confirmation page", async () => {
    const signedIn = await fetch(`${sandbox}/api/v1/authentication/get-token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "demo@example.com", password: "demo-password" }),
    });
    const { token } = (await signedIn.json()) as { token: string };
    const minted = await fetch(`${sandbox}/api/v1/authentication/get-oss-token`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Access-Token": token },
      body: JSON.stringify({ accountCode: "A10001", singleUse: false }),
    });
    const { token: oss } = (await minted.json()) as { token: string };
    const handoff = await fetch(`${portal}/home?token=${encodeURIComponent(oss)}`, { redirect: "manual" });
    expect(handoff.status).toBe(302);
    expect(handoff.headers.get("Location")).toMatch(/^\/login\?.*link=refused/);
    expect(handoff.headers.getSetCookie().join(";")).not.toMatch(/ssp_session=[^;]/);
  });
});
