import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { freePort, type RedisServer, startRedisServer } from "#tests/redis-server.ts";
import { E2E_PORT } from "./env.ts";
import { type OwnPortal, startOwnPortal } from "./own-portal.ts";
import { DEMO, expectNoAxeViolations } from "./support.ts";

/**
 * Forms posted while the state store (Redis) is unreachable: each is refused with a page in the
 * portal's own style that says to try again shortly — never a raw answer such as JSON.
 */

const TRY_AGAIN_SHORTLY = "We cannot do this right now. Try again shortly.";

let redis: RedisServer;
let portal: OwnPortal;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  redis = await startRedisServer(await freePort());
  portal = await startOwnPortal(E2E_PORT + 38, { REDIS_URL: redis.url });
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
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/switch-service") && r.request().method() === "POST"),
      page.getByRole("button", { name: "Switch service" }).click(),
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
