import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { action as logoutAction } from "#app/routes/logout.ts";
import { action as timedOutAction } from "#app/routes/session/timed-out.ts";
import { type AuditLine, sessionHash, setAuditSink } from "#server/audit/index.ts";
import { answer, request, signedIn, startPortalSandbox } from "./portal.ts";

/**
 * The audit lines of a session's life, from the actions themselves: a sign-in starts it (every
 * way in passes startSignedInSession), a sign-out or the idle limit in the browser ends it; each
 * line names the account and the session's keyed hash, never the session id.
 */

let sandbox: Awaited<ReturnType<typeof startPortalSandbox>>;
let lines: AuditLine[] = [];
beforeAll(async () => {
  sandbox = await startPortalSandbox();
});
afterEach(() => setAuditSink(undefined));
afterAll(() => sandbox.stop());

function capture() {
  lines = [];
  setAuditSink({ info: (line) => lines.push(line) });
}

const call = (route: (args: never) => unknown, req: Request) =>
  answer(() => route({ request: req, context: undefined, params: {} } as never));

describe("a session's audit lines", () => {
  it("sign-in, then sign-out: the same account and session hash, never the id", async () => {
    capture();
    const { cookie, session } = await signedIn(sandbox);
    await call(logoutAction, request("/logout", { cookie, form: {} }));
    const sid = session.get("sid")!;
    expect(lines).toEqual([
      expect.objectContaining({ event: "sign-in.succeeded", outcome: "ok", account: "A10001", method: "password" }),
      expect.objectContaining({ event: "sign-out", outcome: "ok", account: "A10001" }),
    ]);
    for (const line of lines) expect(line.session).toBe(sessionHash(sid));
    expect(JSON.stringify(lines)).not.toContain(sid);
  });

  it("the idle limit reached in the browser: session.timed-out", async () => {
    const { cookie, session } = await signedIn(sandbox);
    capture();
    await call(timedOutAction, request("/session/timed-out", { cookie, form: { page: "/home" } }));
    expect(lines).toEqual([
      expect.objectContaining({
        event: "session.timed-out",
        outcome: "ok",
        account: "A10001",
        session: sessionHash(session.get("sid")!),
      }),
    ]);
  });
});
