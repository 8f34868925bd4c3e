import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Where a spec's staff console and its sandbox listen. */
export type StaffPortalUrls = { staffUrl?: string; sandboxUrl: string };

/** The newest code the sandbox's identity provider sent to `email` (its outbox). */
export async function newestStaffCode(page: Page, portal: StaffPortalUrls, email: string): Promise<string> {
  const answer = await page.request.get(`${portal.sandboxUrl}/__sandbox/outbox?to=${encodeURIComponent(email)}`);
  const code = ((await answer.json()) as { code?: string }[]).find((m) => m.code)?.code;
  expect(code, "a code in the sandbox outbox").toBeTruthy();
  return code!;
}

/**
 * From the console's sign-in page through the identity provider's two steps (password, then the
 * emailed code), as a member of staff does it. Where it lands is the caller's to check: a member
 * with no role is refused there.
 */
export async function signInAsStaff(page: Page, portal: StaffPortalUrls, email: string) {
  await page.goto(`${portal.staffUrl}/staff`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the staff console");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill("staff-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Security code").fill(await newestStaffCode(page, portal, email));
  await page.getByRole("button", { name: "Continue" }).click();
}
