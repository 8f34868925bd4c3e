import AxeBuilder from "@axe-core/playwright";
import { test } from "@playwright/test";
import { signIn } from "./support.ts";
test("debug", async ({ page }) => {
  await signIn(page, { path: "/home/plan" });
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
  await context.addCookies(await page.context().cookies());
  const target = await context.newPage();
  const url = page.url();
  await target.route((u) => u.href === url, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
  await target.goto(url);
  const results = await new AxeBuilder({ page: target }).analyze();
  console.log(JSON.stringify(results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => [n.html, n.failureSummary]) })), null, 1));
});
