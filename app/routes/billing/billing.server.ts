// Server-only helpers of the billing screens: card tokenising, payment error messages, masked
// payment methods. Card data passes through tokeniseCard to the provider and nowhere else: it is
// never logged, stored in the session, returned from a loader/action or echoed into a form.

import { config } from "#server/config.ts";
import { logger } from "#server/logger.ts";
import { isProviderError } from "#server/provider/errors.ts";
import type { CurrentPaymentMethod } from "#server/provider/schemas/billing.ts";
import { type CardBrand, maskCard } from "#app/domain/card.ts";
import type { CardInput } from "#app/domain/card.schemas.ts";
import { maskAccount, type ScheduledDebit, scheduledDebit } from "#app/domain/direct-debit.ts";
import { formatDate } from "#app/lib/dates/format.ts";
import { formatMoney } from "#app/domain/format.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { attempt, type Outcome } from "#app/lib/provider-outcome.server.ts";
import { LIMIT_UNAVAILABLE_MESSAGE, type RateLimit, limits } from "#server/security/rate-limit.ts";
import { state } from "#server/state/index.ts";
import { takePaymentResponse, type TakePaymentResponse } from "#server/provider/schemas/billing.ts";

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
 * message for other refusals (4xx); otherwise plain words with spec §8's message in brackets
 * (ProviderError.customerMessage).
 */
export function cardFailureMessage(error: unknown, what: string): string {
  if (!isProviderError(error)) return `${what}: Something went wrong.`;
  if (error.hasStatus(402) || (error.kind === "status" && /declin/i.test(error.providerMessage ?? "")))
    return DECLINED_MESSAGE;
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

const TOO_MANY_CARD_ATTEMPTS = "Too many card attempts. Wait 15 minutes and try again, or call us.";
const TOO_MANY_PAYMENTS = "Too many payments. Wait 15 minutes and try again, or call us.";

/** Why a billing step was refused before the provider was asked: its message and status. */
export type Refusal = { message: string; status: 429 | 503 };

/** Takes the attempt's point before the provider is asked; every attempt counts, whatever its answer. */
async function refusalOf(limit: RateLimit, key: string, overMessage: string): Promise<Refusal | null> {
  const { outcome: verdict } = await limit.attempt(key);
  if (verdict === "allowed") return null;
  // A limit that cannot be checked (the state store is down) refuses: a 503, docs/decisions/019.
  return verdict === "over"
    ? { message: overMessage, status: 429 }
    : { message: LIMIT_UNAVAILABLE_MESSAGE, status: 503 };
}

/** Counts one card check (tokenising) for the account, against card testing; the refusal when over. */
export function cardCheckRefusal(accountCode: string): Promise<Refusal | null> {
  return refusalOf(limits.cardChecksPerAccount, accountCode, TOO_MANY_CARD_ATTEMPTS);
}

/** How long a payment's idempotency key is remembered, and how long a repeat waits for the first. */
const PAYMENT_KEY_TTL_MS = 24 * 60 * 60_000;
const PAYMENT_WAIT_MS = 15_000;
const PAYMENT_POLL_MS = 200;
const PENDING = "pending";

export type PaymentOnce =
  { kind: "taken"; receipt: TakePaymentResponse; repeated: boolean } | { kind: "refused"; refusal: Refusal };

/**
 * Takes a payment at most once per idempotency key, across every instance (DESIGN §8): the key is
 * claimed in the state store before the provider is asked, and the receipt kept for a day. A
 * repeat of the same step (a double click, a retry that reaches another instance) waits for the
 * first and gets its receipt, without asking the provider again. A failed payment gives the key
 * back; the provider is sent the same key too, so an uncertain failure retried is not charged
 * twice either. Each new payment counts against the account's payment limit.
 */
export async function takePaymentOnce(
  portal: Portal,
  accountCode: string,
  payment: { cardToken: string; amountCents: number; idempotencyKey: string },
  retried = false,
): Promise<PaymentOnce> {
  const key = `payment:${accountCode}:${payment.idempotencyKey}`;
  let claimed: boolean;
  try {
    claimed = await state.setIfAbsent(key, PENDING, PAYMENT_KEY_TTL_MS);
  } catch {
    return { kind: "refused", refusal: { message: LIMIT_UNAVAILABLE_MESSAGE, status: 503 } };
  }
  if (!claimed) {
    const repeat = await repeatOf(key);
    // The first attempt failed meanwhile and gave its key back: this one may try (once).
    if (repeat === "given-back" && !retried) return takePaymentOnce(portal, accountCode, payment, true);
    return repeat === "given-back" ? stillTaking : repeat;
  }
  const refusal = await refusalOf(limits.paymentsPerAccount, accountCode, TOO_MANY_PAYMENTS);
  if (refusal) {
    await state.delete(key).catch(() => undefined);
    return { kind: "refused", refusal };
  }
  let receipt: TakePaymentResponse;
  try {
    receipt = await portal.api.creditCard.takePayment(payment);
  } catch (error) {
    await state.delete(key).catch(() => undefined);
    throw error;
  }
  // Not remembering the receipt only costs a repeat its wait; the provider dedupes on the same key.
  await state.set(key, JSON.stringify(receipt), PAYMENT_KEY_TTL_MS).catch(() => undefined);
  return { kind: "taken", receipt, repeated: false };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const stillTaking: PaymentOnce = {
  kind: "refused",
  refusal: { message: "We are still taking this payment. Check your balance before you try again.", status: 503 },
};

/** The first submission's receipt once it has one; "given-back" when it failed; still taking when it takes too long. */
async function repeatOf(key: string): Promise<PaymentOnce | "given-back"> {
  const deadline = Date.now() + PAYMENT_WAIT_MS;
  for (;;) {
    let value: string | undefined;
    try {
      value = await state.get(key);
    } catch {
      return stillTaking;
    }
    if (value === undefined) return "given-back";
    if (value !== PENDING) {
      const receipt = takePaymentResponse.safeParse(parseJson(value));
      if (receipt.success) return { kind: "taken", receipt: receipt.data, repeated: true };
    }
    if (Date.now() >= deadline) return stillTaking;
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_POLL_MS));
  }
}

// The billing steps' provider outcomes are the portal's one set (decision 017).
export { attempt, type Outcome, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";

// ─── Account status ─────────────────────────────────────────────────────────

export type StatusView = {
  balanceCents: number;
  dueDate: string | null;
  overdue: boolean;
  overdueCents: number;
  lastPaymentCents: number | null;
  lastPaymentDate: string | null;
  /** The direct debit due to run, or paused during a payment plan (docs/decisions/081). */
  debit: ScheduledDebit | null;
  /** The account pays by direct debit (paused or not): the payment plan's pages say it pauses. */
  hasDirectDebit: boolean;
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
      debit: scheduledDebit(s),
      hasDirectDebit: s.paymentMethod?.type === "directDebit",
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
