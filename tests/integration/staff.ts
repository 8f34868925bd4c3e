import { RouterContextProvider } from "react-router";
import { requireStaff, type StaffPermission, staffGuard } from "#app/lib/staff/guard.server.ts";
import type { RunningSandbox } from "#sandbox/server.ts";
import { config } from "#server/config.ts";
import { setStaffIdentityProvider } from "#server/staff/sign-in.ts";
import { action as staffLoginAction } from "#app/routes/staff/login.tsx";
import { loader as staffCallbackLoader } from "#app/routes/staff/auth-callback.tsx";
import { continueAtIdentityProvider, staffBrowser } from "#tests/staff-sign-in.ts";
import { fromClient } from "./portal.ts";

/**
 * A staff sign-in through the console's own routes in this process (as tests/integration/portal.ts
 * does for customers) against the test sandbox's real identity provider: the login action, the
 * provider's form and code over HTTP, the callback loader. Returns the callback's answer.
 */
export async function staffSignInInProcess(sandbox: RunningSandbox, email: string): Promise<Response> {
  const identity = sandbox.identity!;
  setStaffIdentityProvider({
    issuer: identity.issuer,
    clientId: identity.clientId,
    clientSecret: identity.clientSecret,
  });
  const browser = staffBrowser(config.staffUrl, sandbox.url);
  const start = (await fromClient(() =>
    staffLoginAction({
      request: new Request(`${config.staffUrl}/staff/login`, {
        method: "POST",
        body: new URLSearchParams({ returnTo: "/staff" }),
      }),
    } as never).catch((thrown: unknown) => thrown),
  )) as Response;
  browser.portal.take(start);
  const { callback } = await continueAtIdentityProvider(browser, start.headers.get("Location")!, email);
  const answer = (await fromClient(() =>
    staffCallbackLoader({
      request: new Request(callback, { headers: { Cookie: browser.portal.header() } }),
    } as never),
  )) as Response;
  // A refusal is the page's data with its status (React Router's `data()`), a sign-in a redirect.
  if (answer instanceof Response) return answer;
  return new Response(null, { status: (answer as { init?: { status?: number } }).init?.status ?? 200 });
}

/**
 * A staff request's context as the staff pages get it: the staff guard's (the member, from the
 * session the cookie names) and, with `view`, the customer view's guard too.
 */
export async function staffRequestContext(cookie: string, path: string, view = false) {
  const { RouterContextProvider } = await import("react-router");
  const { staffGuard } = await import("#app/lib/staff/guard.server.ts");
  const { staffViewGuard } = await import("#app/lib/staff/view.server.ts");
  const context = new RouterContextProvider();
  const args = { request: new Request(`${config.staffUrl}${path}`, { headers: { Cookie: cookie } }), context };
  await fromClient(() =>
    staffGuard(args as never, async () => {
      if (view) await staffViewGuard(args as never, async () => new Response());
      return new Response();
    }),
  );
  return context;
}

/** The staff session's cookie (name=value) from a sign-in's answer. */
export const staffCookieOf = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .find((h) => /ssp_staff=/.test(h))!
    .split(";")[0]!;

/**
 * A signed-in member of staff in this process, as a staff loader or action gets them: signed in at
 * the sandbox's identity provider, their session read by the console's guard, `requireStaff` asked.
 */
export async function staffMemberInProcess(sandbox: RunningSandbox, email: string, permission: StaffPermission) {
  const signedIn = await staffSignInInProcess(sandbox, email);
  const cookie = signedIn.headers
    .getSetCookie()
    .find((h) => /ssp_staff=/.test(h))!
    .split(";")[0]!;
  const context = new RouterContextProvider();
  const request = new Request(`${config.staffUrl}/staff`, { headers: { Cookie: cookie } });
  await fromClient(() =>
    staffGuard({ request, context, params: {}, unstable_pattern: "/staff" } as never, async () => new Response()),
  );
  return requireStaff(context, permission);
}
