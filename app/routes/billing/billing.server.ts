// Server-only helpers of the billing screens: card tokenising, payment error messages, masked
// payment methods. Card data passes through tokeniseCard to the provider and nowhere else: it is
// never logged, stored in the session, returned from a loader/action or echoed into a form.

import { config } from "#server/config.ts";
import { logger } from "#server/logger.ts";
import { isProviderError } from "#server/provider/errors.ts";
import type { CurrentPaymentMethod } from "#server/provider/schemas.ts";
import { type CardBrand, type CardInput, maskAccount, maskCard } from "#app/lib/card.ts";
import { formatDate } from "#app/lib/dates.ts";
import { formatMoney } from "#app/lib/format.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { attempt, type Outcome } from "#app/lib/provider-outcome.server.ts";
import { createRateLimit } from "#server/security/rate-limit.ts";

/** The `wid` path segment of the card auth-token call when no wholesaler is configured. */
const DEFAULT_WID = "portal";

export function brandFromCardType(cardType: string | null | undefined): CardBrand {
  const type = (cardType ?? "").toLowerCase();
  if (type.includes("visa")) return "visa";
  if (type.includes("master")) return "mastercard";
  if (type.includes("amex") || type.includes("american")) return "amex";
  return "unknown";
}

export type MethodSummary =
  | { type: "card"; label: string; name: string | null }
  | { type: "directDebit"; label: string; name: string; bsb: string; account: string }
  | { type: "none"; label: string };

/**
 * The current payment method as it may be shown: card brand and last 4 digits, or the account
 * name, BSB and last 3 digits of the account. Expiry dates are left out on purpose (card data).
 */
export function summariseMethod(method: CurrentPaymentMethod | null): MethodSummary {
  if (!method) return { type: "none", label: "No payment method on file" };
  if (method.type === "card") {
    return {
      type: "card",
      label: maskCard(method.maskedCardNumber, brandFromCardType(method.cardType)),
      name: method.cardholderName ?? null,
    };
  }
  const account = maskAccount(method.maskedAccountNumber);
  return {
    type: "directDebit",
    label: `Direct debit: ${account}`,
    name: method.accountName,
    bsb: method.maskedBsb,
    account,
  };
}

export type TokenisedCard = { cardToken: string; cardLabel: string };

/**
 * Swaps the card for the provider's opaque token (spec §7 credit-card calls: auth-token, then
 * token-receipt; neither carries the customer's token, spec §6). Only the token and a masked
 * label come back.
 */
export async function tokeniseCard(portal: Portal, card: CardInput): Promise<TokenisedCard> {
  const { accountCode } = await portal.profile();
  const { authKey } = await portal.api.creditCard.authToken({
    accountCode,
    wid: config.wholesaler.code ?? DEFAULT_WID,
    customerRef: accountCode,
  });
  const receipt = await portal.api.creditCard.tokenReceipt({
    accountCode,
    authKey,
    card: {
      cardholderName: card.nameOnCard,
      cardNumber: card.cardNumber,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      cvv: card.securityCode,
    },
  });
  return {
    cardToken: receipt.cardToken,
    cardLabel: maskCard(receipt.maskedCardNumber, brandFromCardType(receipt.cardType)),
  };
}

export const DECLINED_MESSAGE =
  "Your card was declined. No money has been taken. Check the card details or use a different card.";

/**
 * What to tell the customer when a card call fails: a decline in plain words; the provider's own
 * message for other refusals (4xx); otherwise spec §8's message ('Request failed with status
 * code 500', 'Network Error', 'timeout of N ms exceeded').
 */
export function cardFailureMessage(error: unknown, what: string): string {
  if (!isProviderError(error)) return `${what}: Something went wrong.`;
  if (error.hasStatus(402) || (error.kind === "status" && /declin/i.test(error.providerMessage ?? ""))) return DECLINED_MESSAGE;
  return `${what}: ${error.customerMessage}`;
}

/** True when a failure may have happened after the provider acted (retry with the same key). */
export function isUncertainFailure(error: unknown): boolean {
  return !(isProviderError(error) && error.isClientError);
}

/** One audit line per billing event. Never card data: only ids, amounts and outcomes. */
export function logBillingEvent(
  portal: Portal,
  event: string,
  outcome: string,
  extra: { amountCents?: number; status?: number; reference?: string } = {},
) {
  logger.info({ reqId: portal.requestId, event, outcome, ...extra }, "billing");
}

export function providerStatus(error: unknown): number | undefined {
  return isProviderError(error) ? error.status : undefined;
}

/** The status an action answers with after a provider failure: the provider's 4xx, else 502. */
export function failureStatus(error: unknown): number {
  return isProviderError(error) && error.isClientError && error.status !== undefined ? error.status : 502;
}

/** Card tokenising attempts per account, against card testing. Scales with RATE_LIMIT_FACTOR. */
export const cardAttempts = createRateLimit("billing-card-attempts", 10, 15 * 60_000);
export const TOO_MANY_CARD_ATTEMPTS = "Too many card attempts. Wait 15 minutes and try again, or call us.";

// The billing steps' provider outcomes are the portal's one set (decision 017, issue 16).
export { attempt, type Outcome, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";

// ─── Account status ─────────────────────────────────────────────────────────

export type StatusView = {
  balanceCents: number;
  dueDate: string | null;
  overdue: boolean;
  overdueCents: number;
  lastPaymentCents: number | null;
  lastPaymentDate: string | null;
  /** The same, as the overview shows it: formatted here, so the page ships no formatter. */
  shown: { balance: string; overdue: string; dueDate: string | null; lastPayment: string | null };
};

/** The account status as the billing pages show it; a failure is a message in its place. */
export async function loadStatus(portal: Portal): Promise<Outcome<StatusView>> {
  const result = await attempt(portal.api.account.status());
  if (!result.ok) return result;
  const s = result.value;
  const lastPaymentCents = s.lastPaymentCents ?? null;
  const lastPaymentDate = s.lastPaymentDate ?? null;
  // Only what the page shows: the stored payment method (with its expiry) stays on the server.
  return {
    ok: true,
    value: {
      balanceCents: s.balanceCents,
      dueDate: s.dueDate,
      overdue: s.overdue,
      overdueCents: s.overdueCents,
      lastPaymentCents,
      lastPaymentDate,
      shown: {
        balance: formatMoney(Math.abs(s.balanceCents)),
        overdue: formatMoney(s.overdueCents),
        dueDate: s.dueDate && s.balanceCents > 0 ? formatDate(s.dueDate) : null,
        lastPayment:
          lastPaymentCents !== null && lastPaymentDate
            ? `${formatMoney(lastPaymentCents)} on ${formatDate(lastPaymentDate)}`
            : null,
      },
    },
  };
}
