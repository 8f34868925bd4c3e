import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AuditLine, setAuditSink } from "#server/audit/index.ts";
import { readStaffSession, startStaffSession, updateStaffSession } from "#server/staff/session.ts";
import { staffGuard } from "./guard.server.ts";
import { readOnlyView, staffViewGuard } from "./view.server.ts";

/** A signed-in agent's cookie, with a view of A10001 that ends at `endsAt` (ms). */
async function agentViewing(endsAt: number) {
  const { session, setCookie } = await startStaffSession({
    sub: "staff-agent",
    name: "Agent",
    email: "agent@staff.example",
    role: "agent",
    authTime: Math.floor(Date.now() / 1000),
    accessToken: "a-staff-access-token",
    accessTokenExp: Math.floor(Date.now() / 1000) + 3600,
  });
  await updateStaffSession(session, {
    view: {
      id: `view-${endsAt}`,
      accountCode: "A10001",
      name: "Alex Citizen",
      token: "a-view-token",
      reason: "A call",
      ticket: null,
      startedAt: endsAt - 15 * 60_000,
      endsAt,
    },
  });
  return setCookie.split(";")[0]!;
}

/** The view's pages' middleware, in order, for `method` on /staff/view; what was thrown, if anything. */
async function throughView(cookie: string, method = "GET") {
  const context = new RouterContextProvider();
  const request = new Request("http://staff.test/staff/view", {
    method,
    headers: { Cookie: cookie },
    ...(method === "POST" ? { body: new URLSearchParams({ a: "b" }) } : {}),
  });
  const args = { request, context, params: {}, unstable_pattern: "/staff/view" } as never;
  try {
    const page = async () => new Response("the page");
    await staffGuard(args, async () => {
      await staffViewGuard(args, async () => {
        await readOnlyView(args, page);
        return new Response();
      });
      return new Response();
    });
    return null;
  } catch (thrown) {
    return thrown as Response | { init?: { status?: number } };
  }
}

afterEach(() => setAuditSink(undefined));

describe("a view past its time limit", () => {
  it("is ended: the 'view has ended' page, its end recorded once, the view gone from the session, no provider call", async () => {
    const lines: AuditLine[] = [];
    setAuditSink({ info: (line) => lines.push(line) });
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const cookie = await agentViewing(Date.now() - 1000);
    const answer = (await throughView(cookie)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/staff/view/ended");
    expect(lines.filter((l) => l.event === "staff.view-ended")).toEqual([
      expect.objectContaining({
        ended: "time-limit",
        account: "A10001",
        actor: expect.objectContaining({ sub: "staff-agent", role: "agent" }),
      }),
    ]);
    const standing = await readStaffSession(cookie);
    expect(standing.standing === "active" && standing.session.view).toBeNull();
    // Asked again: the same page, and no second line.
    expect(((await throughView(cookie)) as Response).headers.get("Location")).toBe("/staff/view/ended");
    expect(lines.filter((l) => l.event === "staff.view-ended")).toHaveLength(1);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("while it stands, its pages are read (GET); a POST is 405 before any page or provider call", async () => {
    const cookie = await agentViewing(Date.now() + 60_000);
    expect(await throughView(cookie)).toBeNull();
    const posted = await throughView(cookie, "POST");
    expect((posted as { init?: { status?: number } }).init?.status).toBe(405);
  });
});
