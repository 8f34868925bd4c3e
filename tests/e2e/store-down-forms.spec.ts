import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { freePort, type RedisServer, startRedisServer } from "#tests/redis-server.ts";
import { type OwnPortal, startOwnPortal } from "./own-portal.ts";
import { DEMO, expectNoAxeViolations, jsEnabled, waitForHydration } from "./support.ts";

/**
 * Forms posted while the state store (Redis) is unreachable: each is refused with a page in the
 * portal's own style that says to try again shortly — never a raw answer such as JSON. And a
 * signed-in request of any kind (a page, a download, a post) is refused too: a session whose record
 * cannot be read is never served from its cookie alone (decision 058).
 */

const TRY_AGAIN_SHORTLY = "We cannot do this right now. Try again shortly.";

let redis: RedisServer;
let portal: OwnPortal;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  redis = await startRedisServer(await freePort());
  // With its operations port: /readyz says when the store is back.
  portal = await startOwnPortal({ REDIS_URL: redis.url }, { operations: true });
});

test.afterAll(async () => {
  await portal?.stop();
  await redis?.stop();
});

/** Signs in with the password and the emailed code; ends on /home. */
async function signInWithMfa(page: Page) {
  await page.goto(`${portal.url}/login`);
  const form = page.locator("form#sign-in");
  await form.getByLabel("Email").fill(DEMO.email);
  await form.getByLabel("Password").fill(DEMO.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${portal.url}/home`);
  await expect(page).toHaveURL(/\/mfa/);
  await page.getByRole("radio", { name: /^Email/ }).check();
  await page.getByRole("button", { name: "Send code" }).click();
  // The code is in the sandbox's outbox once the send has been answered (with JavaScript, a fetch).
  const emailedCode = async () => {
    const messages = (await (await page.request.get(`${portal.sandboxUrl}/__sandbox/outbox`)).json()) as {
      channel: string;
      code?: string;
    }[];
    return messages.find((m) => m.channel === "email" && m.code)?.code ?? "";
  };
  await expect.poll(emailedCode, { message: "the emailed code" }).not.toBe("");
  await page.getByLabel("Verification code").fill(await emailedCode());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(`${portal.url}/home`);
}

test("the service switcher: a 503 page saying to try again shortly, not JSON", { tag: "@js" }, async ({ page }) => {
  test.setTimeout(60_000);
  await signInWithMfa(page);
  await redis.stop();
  try {
    const select = page.getByLabel("Service", { exact: true });
    await waitForHydration(select);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/switch-service") && r.request().method() === "POST"),
      // With JavaScript the choice alone switches; without, its button.
      select.selectOption({ index: 1 }).then(async () => {
        if (!jsEnabled()) await page.getByRole("button", { name: "Switch service" }).click();
      }),
    ]);
    expect(answer.status()).toBe(503);
    await expect(page.getByText(TRY_AGAIN_SHORTLY)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
    await expect(page).toHaveTitle(/^Error \|/);
    await expect(page.locator("body")).not.toContainText('{"message"');
    await expectNoAxeViolations(page);
  } finally {
    await redis.start();
  }
});

test("while the store is down, a signed-out copy and a live cookie get 503 on pages, downloads and posts, never 200", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // Another test may have just restarted Redis: the portal reconnects by itself.
  await expect
    .poll(async () => ((await (await fetch(`${portal.opsUrl!}/readyz`)).json()) as { state: string }).state)
    .toBe("up");
  await signInWithMfa(page);
  await page.goto(`${portal.url}/billing`);
  const invoice = (await page
    .getByRole("table", { name: /^Invoices/ })
    .getByRole("link", { name: /Download/ })
    .first()
    .getAttribute("href"))!;
  const live = (await page.context().cookies()).find((c) => c.name === "ssp_session")!.value;
  // A second sign-in, its cookie copied, then signed out: the copy is what a thief would keep.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const otherPage = await other.newPage();
  await signInWithMfa(otherPage);
  const copy = (await other.cookies()).find((c) => c.name === "ssp_session")!.value;
  await otherPage.getByRole("button", { name: "Sign out" }).click();
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();

  const paths = ["/billing", "/profile", "/home.data", "/billing/transactions.csv", invoice];
  const answers = async (cookie: string) => {
    const statuses: Record<string, number> = {};
    for (const path of paths) {
      let answer = await fetch(`${portal.url}${path}`, {
        headers: { Cookie: `ssp_session=${cookie}` },
        redirect: "manual",
      });
      // A download is sent on to the plain-words 503 screen (a page answers 503 itself).
      const location = answer.headers.get("location") ?? "";
      if (answer.status === 303 && location.startsWith("/unavailable?"))
        answer = await fetch(`${portal.url}${location}`);
      statuses[path] = answer.status;
    }
    const post = await fetch(`${portal.url}/switch-service`, {
      method: "POST",
      headers: {
        Cookie: `ssp_session=${cookie}`,
        Origin: portal.url,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "serviceId=1&returnTo=%2Fhome",
      redirect: "manual",
    });
    statuses["POST /switch-service"] = post.status;
    return statuses;
  };
  // Before: the live cookie opens them all; the signed-out copy opens none.
  expect(Object.values(await answers(live)).slice(0, paths.length)).toEqual(paths.map(() => 200));

  await redis.stop();
  try {
    const everything503 = Object.fromEntries([...paths, "POST /switch-service"].map((path) => [path, 503]));
    expect(await answers(copy)).toEqual(everything503);
    expect(await answers(live)).toEqual(everything503);
    // A download opened in the browser: the same plain words (on /unavailable), and Try again asks again.
    const csv = await page.goto(`${portal.url}/billing/transactions.csv`);
    expect(csv?.status()).toBe(503);
    await expect(page.getByText(TRY_AGAIN_SHORTLY)).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/billing/transactions.csv");
    await expectNoAxeViolations(page);
    // In the browser: the portal's plain-words error screen, with Try again.
    const shown = await page.goto(`${portal.url}/billing`);
    expect(shown?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
    await expect(page.getByText(TRY_AGAIN_SHORTLY)).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await redis.start();
  }
});
