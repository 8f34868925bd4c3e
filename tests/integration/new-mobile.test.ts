import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPortal, type Portal, portalContext } from "#app/lib/portal.server.ts";
import { action as editAction, loader as editLoader } from "#app/routes/profile/edit.tsx";
import { action as codeAction, loader as codeLoader } from "#app/routes/profile/mobile-code.tsx";
import { DEMO_PASSWORD } from "#sandbox/seed.ts";
import { outbox, signIn } from "#sandbox/testing.ts";
import { answer, fromClient, PORTAL, signedIn, startPortalSandbox } from "./portal.ts";

/**
 * A changed mobile is where SMS messages and MFA codes go, so it is saved only once a code sent to
 * the new number is typed back (decision 060). Against a real sandbox: the provider's profile keeps
 * the old number until then.
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

const NEW_MOBILE = "0400 111 222";

async function customer() {
  const { session, token } = await signedIn(sandbox);
  return fromClient(() => createPortal(new Request(`${PORTAL}/profile/edit`), session, token));
}

function run(
  portal: Portal,
  route: (args: never) => unknown,
  path: string,
  form?: Record<string, string>,
): ReturnType<typeof answer> {
  const context = new RouterContextProvider();
  context.set(portalContext, portal);
  const request = new Request(`${PORTAL}${path}`, form ? { method: "POST", body: new URLSearchParams(form) } : {});
  return answer(() => fromClient(() => route({ request, context, params: {} } as never)));
}

const editFields = (changes: Record<string, string> = {}) => ({
  email: "demo@example.com",
  preferredMessageType: "Email",
  "contacts[0].id": "1",
  "contacts[0].firstName": "Alex",
  "contacts[0].lastName": "Citizen",
  "contacts[0].phoneMobile": NEW_MOBILE,
  "contacts[0].phoneHome": "",
  "contacts[0].email": "",
  currentPassword: DEMO_PASSWORD,
  ...changes,
});

async function storedMobile() {
  const { api } = await signIn(sandbox);
  return (await api.account.userDetails()).contacts[0]?.phoneMobile;
}

async function codeSentTo(number: string) {
  return (await outbox(sandbox)).find((m) => m.channel === "sms" && m.to === number && m.code)?.code;
}

describe("a new mobile is confirmed by a code sent to it before it is saved", () => {
  it("the edit form sends a code to the new number and saves nothing; the code, typed with a space, saves it", async () => {
    const portal = await customer();
    const before = await storedMobile();
    const edit = await run(portal, editAction, "/profile/edit", editFields());
    expect(edit.status).toBe(303);
    expect(edit.location).toBe("/profile/edit/mobile-code");
    expect(await storedMobile()).toBe(before);
    const code = await codeSentTo("0400111222");
    expect(code).toMatch(/^\d{6}$/);

    const page = await run(portal, codeLoader, "/profile/edit/mobile-code");
    expect((page.data as { mobile: string }).mobile).toBe("0400 111 222");

    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await run(portal, codeAction, "/profile/edit/mobile-code", { code: wrong });
    expect(refused.location).toBe("/profile/edit/mobile-code");
    expect(await storedMobile()).toBe(before);

    const spaced = `${code!.slice(0, 3)} ${code!.slice(3)}`;
    const saved = await run(portal, codeAction, "/profile/edit/mobile-code", { code: spaced });
    expect(saved.location).toBe("/profile");
    expect((await storedMobile())?.replace(/\s/g, "")).toBe("0400111222");
  });

  it("'Change the mobile number' opens the form with what was typed", async () => {
    const portal = await customer();
    await run(portal, editAction, "/profile/edit", editFields({ "contacts[0].firstName": "Alexandra" }));
    const form = await run(portal, editLoader, "/profile/edit?change=1");
    const defaults = (form.data as { defaults: { contacts: { firstName: string; phoneMobile: string }[] } }).defaults;
    expect(defaults.contacts[0]).toMatchObject({ firstName: "Alexandra" });
    expect(JSON.stringify(form.data)).not.toContain(DEMO_PASSWORD);
  });

  it("a change that keeps the mobile is saved at once, with no code", async () => {
    const portal = await customer();
    const before = await storedMobile();
    const edit = await run(
      portal,
      editAction,
      "/profile/edit",
      editFields({ "contacts[0].phoneMobile": before!, "contacts[0].firstName": "Alexandra", currentPassword: "" }),
    );
    expect(edit.location).toBe("/profile");
    expect((await outbox(sandbox)).some((m) => m.subject === "Confirm your new mobile number")).toBe(false);
  });

  it("the code page without a change under way goes back to the form", async () => {
    const portal = await customer();
    expect((await run(portal, codeLoader, "/profile/edit/mobile-code")).location).toBe("/profile/edit");
    expect((await run(portal, codeAction, "/profile/edit/mobile-code", { code: "123456" })).location).toBe(
      "/profile/edit",
    );
  });
});
