import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPortal, type Portal, portalContext } from "#app/lib/portal.server.ts";
import { action as mfaAction, SEND_A_CODE_FIRST } from "#app/routes/mfa.tsx";
import { outbox } from "#sandbox/testing.ts";
import { answer, fromClient, PORTAL, signedIn, startPortalSandbox } from "./portal.ts";

/**
 * A code is checked only by the session that asked for it: the provider keeps one code per
 * account, so without the portal's own record a second sign-in to the account (session B) could
 * verify with the code the customer's session (A) asked for. Both sessions here are real sign-ins
 * to one sandbox account; the provider's verify is watched.
 */

let sandbox: Awaited<ReturnType<typeof startPortalSandbox>>;
beforeAll(async () => {
  sandbox = await startPortalSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

const MFA = "/mfa?redirectTo=%2Fhome";

/** A signed-in, unverified session of the demo account, whose provider verify calls are counted. */
async function session() {
  const { session, token } = await signedIn(sandbox, { mfa: false });
  const portal = fromClient(() => createPortal(new Request(`${PORTAL}${MFA}`), session, token));
  const verifies: string[] = [];
  const verify = portal.api.authentication.mfaVerify;
  portal.api.authentication.mfaVerify = (body) => {
    verifies.push(body.code);
    return verify(body);
  };
  return { portal, verifies };
}

function post(portal: Portal, form: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(portalContext, portal);
  const request = new Request(`${PORTAL}${MFA}`, { method: "POST", body: new URLSearchParams(form) });
  return answer(() => mfaAction({ request, context, params: {} } as never));
}

const formErrors = (data: unknown) => (data as { result?: { error?: Record<string, string[]> } }).result?.error?.[""];

async function latestCode() {
  return (await outbox(sandbox)).find((m) => m.code)!.code!;
}

describe("MFA: a session checks only a code it asked for", () => {
  it("session B cannot verify with the code session A asked for: refused, and the provider is not asked", async () => {
    const a = await session();
    const b = await session();
    expect((await post(a.portal, { intent: "send", channel: "email" })).status).toBe(302);
    const code = await latestCode();

    const refused = await post(b.portal, { intent: "verify", code });
    expect(refused.status).toBe(400);
    expect(formErrors(refused.data)).toEqual([SEND_A_CODE_FIRST]);
    expect(b.verifies).toEqual([]);
    expect(b.portal.session.get("isMfaDone")).toBe(false);

    // A's code still works in A.
    expect((await post(a.portal, { intent: "verify", code })).location).toBe("/home");
    expect(a.portal.session.get("isMfaDone")).toBe(true);
  });

  it("a session that sent a code earlier cannot use the newer code another session asked for", async () => {
    const a = await session();
    const b = await session();
    expect((await post(b.portal, { intent: "send", channel: "email" })).status).toBe(302);
    expect((await post(a.portal, { intent: "send", channel: "email" })).status).toBe(302);
    const code = await latestCode();

    const refused = await post(b.portal, { intent: "verify", code });
    expect(refused.status).toBe(400);
    expect(b.verifies).toEqual([]);
    expect((await post(a.portal, { intent: "verify", code })).location).toBe("/home");
  });
});
