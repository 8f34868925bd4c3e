import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { startStaffSession } from "#server/staff/session.ts";
import { requireStaff, staffGuard } from "./guard.server.ts";

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
