import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { jsEnabled, sandboxUrl, signInWithPassword, waitForHydration } from "./support.ts";

/** Helpers for the profile, support and diagnostics specs (candidates for support.ts). */

export type SandboxRow<T> = { id: number; accountCode: string | null; ref: string; data: T; createdAt: string };

/** Rows the sandbox stored in `table` (GET /__sandbox/records/{table}). */
export async function sandboxRecords<T>(
  request: APIRequestContext,
  table: string,
  query: { accountCode?: string; ref?: string } = {},
) {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  const res = await request.get(`${sandboxUrl()}/__sandbox/records/${table}?${params}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as SandboxRow<T>[];
}

/**
 * Chooses a service (by its provider code, which customers never see) with the layout's switcher:
 * without JavaScript its button switches; with it, the choice itself does (ServiceSwitcher).
 */
export async function switchService(page: Page, code: string) {
  const [row] = await sandboxRecords<{ id: number }>(page.request, "services", { ref: code });
  expect(row, `service ${code} in the sandbox`).toBeTruthy();
  const value = String(row!.data.id || row!.id);
  const select = page.getByLabel("Service", { exact: true });
  await expect(select.locator(`option[value="${value}"]`), `service ${code} in the switcher`).toHaveCount(1);
  const named = (await select.locator(`option[value="${value}"]`).textContent())!;
  // With JavaScript the choice alone switches, once the page runs it (its button is then off screen).
  if (jsEnabled()) await waitForHydration(select);
  await select.selectOption(value);
  if (!jsEnabled()) await page.getByRole("button", { name: "Switch service" }).click();
  await expect(page.getByText(`Showing ${named}.`)).toBeVisible();
}

/** Fills the direct-debit form (…/payment-details/direct-debit) with a valid bank account. */
export async function fillDirectDebit(page: Page, accountNumber = "98765432") {
  await page.getByLabel("Account name").fill("Alex Citizen");
  await page.getByLabel("BSB").fill("062-000");
  await page.getByLabel("Account number").fill(accountNumber);
  await page.getByLabel("I agree to the direct debit terms").check();
}

/** Signs in with the password only (no MFA): the portal then asks for MFA on /home's way. */
export async function signInWithoutMfa(page: Page, email?: string) {
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/mfa/);
}

/**
 * Types a date into a GOV.UK date input (the fieldset named `legend`): its Day, Month and Year
 * fields, as given, or a YYYY-MM-DD date as "5", "3", "2026".
 */
export async function fillDate(
  page: Page,
  legend: string,
  date: string | { day: string; month: string; year: string },
) {
  const parts =
    typeof date === "string"
      ? { day: String(Number(date.slice(8, 10))), month: String(Number(date.slice(5, 7))), year: date.slice(0, 4) }
      : date;
  const group = page.getByRole("group", { name: legend, exact: true });
  await group.getByLabel("Day", { exact: true }).fill(parts.day);
  await group.getByLabel("Month", { exact: true }).fill(parts.month);
  await group.getByLabel("Year", { exact: true }).fill(parts.year);
}
