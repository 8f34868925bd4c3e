import type { APIRequestContext, Page } from "@playwright/test";
import { expect, portalUrl } from "./fixtures.ts";
import { sandboxUrl } from "./support.ts";

// What the billing specs share: the sandbox's records, the test cards and the card fields.

/** A post as the portal's own page sends it (the CSRF check needs the portal's Origin). */
export const sameOrigin = () => ({ Origin: portalUrl() });

const ACCOUNT = "A10001";
export const NEXT_YEAR = String(new Date().getFullYear() + 2);
/** Sandbox test cards: 4242… approved, 4000 0000 0000 0002 declined at take-payment. */
export const VISA = { name: "Alex Citizen", number: "4242 4242 4242 4242", month: "12", year: NEXT_YEAR, cvv: "123" };
export const DECLINED = { ...VISA, number: "4000 0000 0000 0002" };
export type TestCard = typeof VISA;

type Row<T> = { id: number; accountCode: string | null; ref: string | null; data: T; createdAt: string };

export async function records<T>(
  request: APIRequestContext,
  table: string,
  accountCode = ACCOUNT,
  base = sandboxUrl(),
): Promise<Row<T>[]> {
  const res = await request.get(`${base}/__sandbox/records/${table}?accountCode=${accountCode}`);
  expect(res.ok(), `sandbox records of ${table}`).toBeTruthy();
  return (await res.json()) as Row<T>[];
}

type AccountData = {
  balanceCents: number;
  paymentMethod: { type: string; cardType?: string; maskedCardNumber?: string; maskedAccountNumber?: string } | null;
};

export async function account(request: APIRequestContext, accountCode = ACCOUNT): Promise<AccountData> {
  const [row] = await records<AccountData>(request, "accounts", accountCode);
  return row!.data;
}

export async function fillCard(page: Page, card: TestCard) {
  await page.getByLabel("Name on card").fill(card.name);
  await page.getByLabel("Card number").fill(card.number);
  await page.getByLabel("Expiry month").fill(card.month);
  await page.getByLabel("Expiry year").fill(card.year);
  await page.getByLabel("Security code").fill(card.cvv);
}

export async function expectCardFieldsEmpty(page: Page) {
  for (const label of ["Name on card", "Card number", "Expiry month", "Expiry year", "Security code"]) {
    await expect(page.getByLabel(label), `${label} is empty`).toHaveValue("");
  }
}

export function errorSummary(page: Page) {
  return page.getByRole("alert").filter({ hasText: "There is a problem" });
}

/** "Make a payment": the amount, then the card; ends on the check page when both pass. */
export async function startPayment(page: Page, amount: string, card: TestCard = VISA) {
  await page.goto("/billing/pay");
  await page.getByLabel("Amount to pay").fill(amount);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/billing\/pay\/card$/);
  await fillCard(page, card);
  await page.getByRole("button", { name: "Continue" }).click();
}
