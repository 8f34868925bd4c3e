import { expect, operationsUrl, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./support.ts";

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

test.describe("foundation", () => {
  test("unknown paths give the spec's not-found page with 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found!" })).toBeVisible();
    await expect(page.getByText("The page you are looking for does not exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/");
    await expect(page).toHaveTitle("Page Not Found! | Self Service Portal");
    await expectNoAxeViolations(page);
  });

  test("every response carries the security headers, with a fresh nonce each time", async ({ request }) => {
    const first = await request.get("/login");
    const second = await request.get("/login");
    const a = first.headers();
    const b = second.headers();
    for (const h of [a, b]) {
      expect(h["content-security-policy"]).toContain("script-src 'self' 'nonce-");
      expect(h["content-security-policy"]).toContain("'strict-dynamic'");
      expect(h["content-security-policy"]).toContain("object-src 'none'");
      expect(h["content-security-policy"]).toContain("base-uri 'none'");
      expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(h["content-security-policy"]).toContain("form-action 'self'");
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toBeTruthy();
      expect(h["permissions-policy"]).toBeTruthy();
      expect(h["cache-control"]).toContain("no-store");
    }
    expect(nonceOf(a["content-security-policy"])).toBeTruthy();
    expect(nonceOf(a["content-security-policy"])).not.toBe(nonceOf(b["content-security-policy"]));
    const html = await first.text();
    const nonce = nonceOf(a["content-security-policy"])!;
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    const asset = /(\/assets\/[^"]+\.js)/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.headers()["cache-control"]).toContain("immutable");
    expect(assetResponse.headers()["content-security-policy"]).toBeTruthy();

    // The probes are not on the public port: /healthz is the not-found page, with the same headers.
    const health = await request.get("/healthz");
    expect(health.status()).toBe(404);
    expect(health.headers()["x-content-type-options"]).toBe("nosniff");
    expect(await (await request.get(`${operationsUrl()}/healthz`)).json()).toEqual({ status: "ok" });
  });

  test("the favicon is served", async ({ request }) => {
    expect((await request.get("/favicon.ico")).status()).toBe(200);
    expect((await request.get("/favicon.svg")).status()).toBe(200);
  });

  test("a route error shows 'Error' with its message", async ({ page }) => {
    await page.goto("/__catalogue/error?kind=route");
    await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
    await expect(page.getByText("Catalogue test error")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a render error shows 'Something went wrong.'", async ({ page }) => {
    const response = await page.goto("/__catalogue/error?kind=render");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong." })).toBeVisible();
    // A first (server) load in development shows the error's text and details, as client navigation does
    // (never React Router's "Unexpected Server Error").
    await expect(page.getByText("Catalogue render test error", { exact: true })).toBeVisible();
    await expect(page.getByText("Unexpected Server Error")).toHaveCount(0);
    await page.getByText("Details", { exact: true }).click();
    await expect(page.locator("pre")).toContainText("Catalogue render test error");
    await expectNoAxeViolations(page);
  });

  test("oversized bodies are refused before they are read", async ({ request }) => {
    const response = await request.post("/login", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: "email=" + "a".repeat(1024 * 1024),
    });
    expect(response.status()).toBe(413);
  });
});
