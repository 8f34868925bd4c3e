import { expect, test } from "./fixtures.ts";
import { type OwnPortal, startOwnPortal } from "./own-portal.ts";

/**
 * What a host that sets only NODE_ENV=production gets (APP_ENV unset): production behaviour, never
 * development's error details — and outside development, a render error's page carries no stack,
 * neither on the screen nor in the hydration data.
 */

const RENDER_ERROR = "/__catalogue/error?kind=render";
/** A stack frame or the thrown error's own text: what only development may show. */
const INTERNALS = [/Catalogue render test error/, /\bat [\w$.<>]+ \(/, /\.tsx?:\d+:\d+/, /\\n\s+at /];

// Server processes and their HTML: no browser difference (and no portals started for js-on).

test.describe("NODE_ENV=production with APP_ENV unset", { tag: "@server" }, () => {
  let portal: OwnPortal;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    portal = await startOwnPortal({ NODE_ENV: "production", APP_ENV: undefined, SANDBOX: "on" });
  });
  test.afterAll(() => portal?.stop());

  test("behaves as production: the error test page is not there, and no page ships a stack", async ({ request }) => {
    const response = await request.get(`${portal.url}${RENDER_ERROR}`);
    const html = await response.text();
    for (const pattern of INTERNALS) expect(html, String(pattern)).not.toMatch(pattern);
    expect(response.status()).toBe(404);
    expect((await request.get(`${portal.url}/__catalogue`)).status()).toBe(404);
    // Production's other settings came with it (HSTS is sent only there).
    expect(response.headers()["strict-transport-security"]).toBeTruthy();
  });
});

test.describe("APP_ENV=staging (the error test page is there)", { tag: "@server" }, () => {
  let portal: OwnPortal;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    portal = await startOwnPortal({ NODE_ENV: "production", APP_ENV: "staging", SANDBOX: "on" });
  });
  test.afterAll(() => portal?.stop());

  test("a render error shows its screen and a reference, with no stack in the page or its data", async ({
    request,
  }) => {
    const response = await request.get(`${portal.url}${RENDER_ERROR}`);
    expect(response.status()).toBe(500);
    const html = await response.text();
    expect(html).toContain("Something went wrong");
    for (const pattern of INTERNALS) expect(html, String(pattern)).not.toMatch(pattern);
  });
});
