import { z } from "zod";
import type { Ctx, HandlerMap } from "#sandbox/context.ts";
import { fail, me, ok, parseBody, requireQuery } from "#sandbox/context.ts";
import { sendConfirmation } from "#sandbox/confirmations.ts";
import type { AccountRecord, CardTokenRecord } from "#sandbox/records.ts";
import { luhn, randomId } from "#sandbox/util.ts";
import { applyPayment } from "./billing.ts";

/**
 * Card capture and payment. auth-token → a one-time key (15 min); token-receipt → card data
 * becomes an opaque token (only type, last 4 and expiry are kept); take-payment charges it.
 */

export const TEST_CARDS = {
  approvedVisa: "4242 4242 4242 4242",
  approvedMastercard: "5555 5555 5555 4444",
  declined: "4000 0000 0000 0002",
} as const;

const DECLINED = TEST_CARDS.declined.replace(/\s/g, "");
const AUTH_KEY_MS = 15 * 60 * 1000;

interface AuthKeyRecord {
  expiresAt: string;
  used: boolean;
}

interface PaymentRecord {
  request: { cardToken: string; amountCents: number };
  response: { receiptCode: string; amountCents: number; balanceCents: number; paidAt: string };
}

function cardType(digits: string): string {
  if (digits.startsWith("4")) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "American Express";
  return "Card";
}

const cardDetails = z.object({
  cardholderName: z.string().trim().min(1, "is required").max(80),
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .refine((v) => /^\d{13,19}$/.test(v) && luhn(v), "is not a valid card number"),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  cvv: z.string().regex(/^\d{3,4}$/, "must be 3 or 4 digits"),
});

const takePayment = z.object({
  cardToken: z.string().min(1).max(100),
  amountCents: z.number().int().min(100, "must be at least $1.00").max(1_000_000, "must be at most $10,000.00"),
  idempotencyKey: z.string().min(8).max(200).optional(),
});

function accountOrFail(ctx: Ctx, accountCode: string) {
  if (!ctx.sb.store.find<AccountRecord>("accounts", { accountCode })) fail(404, "Account not found");
}

export const creditCardHandlers: HandlerMap["creditCard"] = {
  authToken(ctx) {
    const accountCode = ctx.params.accountCode ?? "";
    accountOrFail(ctx, accountCode);
    const customerRef = requireQuery(ctx, "customerRef");
    if (customerRef !== accountCode) fail(400, "Invalid request: customerRef does not match the account");
    const authKey = randomId(18);
    ctx.sb.store.insert<AuthKeyRecord>("card_auth_keys", {
      accountCode,
      ref: authKey,
      data: { expiresAt: new Date(ctx.sb.now() + AUTH_KEY_MS).toISOString(), used: false },
    });
    return ok({ authKey, expiresInSeconds: AUTH_KEY_MS / 1000 });
  },

  tokenReceipt(ctx) {
    const accountCode = ctx.params.accountCode ?? "";
    const key = ctx.sb.store.find<AuthKeyRecord>("card_auth_keys", { ref: ctx.params.authKey ?? "" });
    if (!key || key.accountCode !== accountCode || key.data.used || Date.parse(key.data.expiresAt) <= ctx.sb.now()) {
      fail(401, "The card capture key is invalid or has expired");
    }
    const card = parseBody(cardDetails, ctx.body);
    const now = new Date(ctx.sb.now());
    if (
      card.expiryYear < now.getUTCFullYear() ||
      (card.expiryYear === now.getUTCFullYear() && card.expiryMonth < now.getUTCMonth() + 1)
    ) {
      fail(400, "Invalid request: the card has expired", { errors: { expiryYear: "the card has expired" } });
    }
    ctx.sb.store.update<AuthKeyRecord>("card_auth_keys", key.id, { ...key.data, used: true });
    const cardToken = `ctok_${randomId(18)}`;
    const record: CardTokenRecord = {
      cardType: cardType(card.cardNumber),
      last4: card.cardNumber.slice(-4),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      cardholderName: card.cardholderName,
      declines: card.cardNumber === DECLINED,
    };
    ctx.sb.store.insert("card_tokens", { accountCode, ref: cardToken, data: record });
    return ok({
      cardToken,
      cardType: record.cardType,
      maskedCardNumber: `•••• •••• •••• ${record.last4}`,
      expiryMonth: record.expiryMonth,
      expiryYear: record.expiryYear,
    });
  },

  takePayment(ctx) {
    const body = parseBody(takePayment, ctx.body);
    const header = ctx.headers["idempotency-key"];
    const idempotencyKey = body.idempotencyKey ?? (typeof header === "string" ? header : undefined);
    if (!idempotencyKey) fail(400, "Invalid request: idempotencyKey is required");
    const { accountCode } = me(ctx);
    const { store } = ctx.sb;
    const ref = `${accountCode}:${idempotencyKey}`;
    const earlier = store.find<PaymentRecord>("payments", { ref });
    if (earlier) {
      if (earlier.data.request.amountCents !== body.amountCents || earlier.data.request.cardToken !== body.cardToken) {
        fail(409, "This idempotency key was already used for a different payment");
      }
      return ok(earlier.data.response);
    }
    const card = store.find<CardTokenRecord>("card_tokens", { ref: body.cardToken });
    if (!card || card.accountCode !== accountCode) fail(400, "Invalid request: cardToken is unknown");
    if (card.data.declines) fail(402, "The card was declined. Try another card.", { reason: "declined" });
    return store.transaction(() => {
      const receiptCode = `RC${store.nextNumber("receipt", 700001)}`;
      const balanceCents = applyPayment(
        ctx.sb,
        accountCode,
        body.amountCents,
        `Card payment - ${card.data.cardType} ${card.data.last4}`,
        receiptCode,
      );
      const response = {
        receiptCode,
        amountCents: body.amountCents,
        balanceCents,
        paidAt: new Date(ctx.sb.now()).toISOString(),
      };
      store.insert<PaymentRecord>("payments", {
        accountCode,
        ref,
        data: { request: { cardToken: body.cardToken, amountCents: body.amountCents }, response },
      });
      // Only a new payment is confirmed: a repeated key answers above and sends nothing again.
      sendConfirmation(ctx.sb, accountCode, "payment-receipt", {
        receiptCode,
        amountCents: body.amountCents,
        balanceCents,
        receiptUrl: `${ctx.sb.settings.portalUrl.replace(/\/$/, "")}/billing/receipt?code=${receiptCode}`,
      });
      return ok(response);
    });
  },
};
