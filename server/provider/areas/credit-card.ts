import { calls } from "#server/provider/calls.ts";
import type { Http } from "#server/provider/http.ts";

const c = calls.creditCard;

export interface CardDetails {
  cardholderName: string;
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

/**
 * Card capture: authToken gives a one-time key, tokenReceipt swaps card data for an opaque
 * card token (neither sends X-Access-Token, spec §6), takePayment charges the token.
 */
export function creditCardApi(http: Http) {
  return {
    /** GET credit-card/auth-token/{accountCode}/{wid}?customerRef → { authKey, expiresInSeconds } */
    authToken: (a: { accountCode: string; wid: string; customerRef: string }) =>
      http.json(c.authToken, {
        params: { accountCode: a.accountCode, wid: a.wid },
        query: { customerRef: a.customerRef },
      }),
    /** POST credit-card/token-receipt/{accountCode}/{authKey} card → { cardToken, maskedCardNumber, … } */
    tokenReceipt: (a: { accountCode: string; authKey: string; card: CardDetails }) =>
      http.json(c.tokenReceipt, {
        params: { accountCode: a.accountCode, authKey: a.authKey },
        body: a.card,
      }),
    /**
     * POST credit-card/take-payment { cardToken, amountCents, idempotencyKey } → { receiptCode, … }.
     * The same idempotencyKey returns the first payment's answer instead of charging twice.
     */
    takePayment: (body: { cardToken: string; amountCents: number; idempotencyKey: string }) =>
      http.json(c.takePayment, {
        body,
        headers: { "Idempotency-Key": body.idempotencyKey },
      }),
  };
}
