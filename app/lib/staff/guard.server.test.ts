import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { startStaffSession } from "#server/staff/session.ts";
import { requireRecentSignIn, requireStaff, staffGuard } from "./guard.server.ts";

/** A staff request's context after the guard, for a member of `role` (a session recorded in the state store). */
async function contextFor(role: "agent" | "supervisor" | "admin") {
  const { setCookie } = await startStaffSession({
    sub: `staff-${role}`,
    name: role,
    email: `${role}@staff.example`,
    role,
    authTime: Math.floor(Date.now() / 1000),
    accessToken: "a-staff-access-token",
    accessTokenExp: Math.floor(Date.now() / 1000) + 3600,
  });
  const context = new RouterContextProvider();
  const request = new Request("http://staff.test/staff", { headers: { Cookie: setCookie.split(";")[0]! } });
  await staffGuard({ request, context, params: {}, unstable_pattern: "/staff" } as never, async () => new Response());
  return context;
}

describe("requireStaff", () => {
  it("refuses a role without the permission with a 403, before any provider call", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const context = await contextFor("agent");
    const refused = (() => {
      try {
        requireStaff(context, "jobs.run");
      } catch (thrown) {
        return thrown as { init?: { status?: number } };
      }
    })();
    expect(refused?.init?.status).toBe(403);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("gives the member, with a provider client carrying their staff token, when the role allows", async () => {
    const staff = requireStaff(await contextFor("admin"), "jobs.run");
    expect(staff).toMatchObject({ role: "admin", roleName: "Admin", audit: { actor: { role: "admin" } } });
    expect(staff.api.management).toBeDefined();
  });

  it("fails closed outside the staff guard (no member in the context)", () => {
    expect(() => requireStaff(new RouterContextProvider(), "console.use")).toThrow();
  });
});

describe("requireRecentSignIn", () => {
  it("with the identity provider unreachable, answers the 503 page in plain words (not a thrown error)", async () => {
    const { setStaffIdentityProvider } = await import("#server/staff/sign-in.ts");
    setStaffIdentityProvider({ issuer: "http://127.0.0.1:9/", clientId: "portal", clientSecret: "a-secret" });
    const staff = requireStaff(await contextFor("admin"), "jobs.run");
    const old = { ...staff, authTime: Math.floor(Date.now() / 1000) - 3600 };
    const refused = await requireRecentSignIn(old, "/staff/jobs/invoices").then(
      () => null,
      (thrown: unknown) => thrown as { init?: { status?: number }; data?: { message?: string } },
    );
    expect(refused?.init?.status).toBe(503);
    expect(refused?.data?.message).toBe("We cannot reach the staff sign-in service right now. Try again shortly.");
    setStaffIdentityProvider(null);
  });
});

describe("staffGuard and the staff access token's end", () => {
  async function guardWithTokenLeft(seconds: number) {
    const { setCookie } = await startStaffSession({
      sub: "staff-ending",
      name: "Ending",
      email: "ending@staff.example",
      role: "supervisor",
      authTime: Math.floor(Date.now() / 1000),
      accessToken: "a-staff-access-token",
      accessTokenExp: Math.floor(Date.now() / 1000) + seconds,
    });
    const request = new Request("http://staff.test/staff/reports/nbn-usage", {
      headers: { Cookie: setCookie.split(";")[0]! },
    });
    const args = { request, context: new RouterContextProvider(), params: {}, unstable_pattern: "/staff" } as never;
    return Promise.resolve(staffGuard(args, async () => new Response("the page"))).then(
      (answer) => answer as Response,
      (thrown: unknown) => thrown as Response,
    );
  }

  it("asks to sign in again, back to the page, once the token has ended", async () => {
    const answer = await guardWithTokenLeft(-5);
    expect(answer.headers.get("Location")).toBe("/staff/login?returnTo=%2Fstaff%2Freports%2Fnbn-usage&ended=1");
  });

  it("also when it ends within the minute, before a page or a report starts work it could not finish", async () => {
    const answer = await guardWithTokenLeft(30);
    expect(answer.headers.get("Location")).toBe("/staff/login?returnTo=%2Fstaff%2Freports%2Fnbn-usage&ended=1");
    expect(await (await guardWithTokenLeft(600)).text()).toBe("the page");
  });
});
