import { href } from "react-router";
import { defineJourney } from "#app/lib/journey/journey.ts";

// New payment details as two journeys (docs/decisions/042), each from the payment details page:
// "Pay by card" (the card, check, done) and "Pay by direct debit" (the bank account, check, done).
// Neither keeps what must stay secret: the card is swapped for the provider's token when its
// question is answered; of the account number only its last three digits are kept, and it is
// typed again on the check page, where the provider is sent it and nothing keeps it.

export const PAYMENT_DETAILS_URL = href("/billing/payment-details");

export const CARD_URLS = {
  card: href("/billing/payment-details/card"),
  check: href("/billing/payment-details/card/confirm"),
  done: href("/billing/payment-details/card/done"),
} as const;

export const DIRECT_DEBIT_URLS = {
  account: href("/billing/payment-details/direct-debit"),
  check: href("/billing/payment-details/direct-debit/confirm"),
  done: href("/billing/payment-details/direct-debit/done"),
} as const;

/** Stopping the direct debit ("pay when due"): how the customer pays from now on, check, done. */
export const STOP_DIRECT_DEBIT_URLS = {
  how: href("/billing/payment-details/stop-direct-debit"),
  check: href("/billing/payment-details/stop-direct-debit/confirm"),
  done: href("/billing/payment-details/stop-direct-debit/done"),
} as const;

export type StopDirectDebitAnswers = {
  /** "payWhenDue": each bill paid by its due date, by the customer (another bank account is the direct debit journey). */
  how?: "payWhenDue";
};

/** What the confirmation of a stopped direct debit shows: the provider's reference. */
export type StopDirectDebitDone = { reference: string };

export type CardAnswers = {
  cardToken?: string;
  /** "Visa ending 4242": what the check page shows of the card. */
  cardLabel?: string;
};

export type DirectDebitAnswers = {
  accountName?: string;
  /** As shown and sent: 000-000. */
  bsb?: string;
  /** The account number's last three digits: what the check page shows, and what the number typed there must end in. */
  accountEnding?: string;
};

/**
 * What the confirmation shows: how the account pays now, as the provider answered (masked), and
 * the change's reference when the provider gave one (the confirmation message names it too).
 */
export type PaymentDetailsDone = { label: string; reference?: string | null };

export const cardJourney = defineJourney<"card", CardAnswers>({
  name: "payment-details-card",
  urls: CARD_URLS,
  answered: { card: (a) => a.cardToken !== undefined && a.cardLabel !== undefined },
  exit: PAYMENT_DETAILS_URL,
});

export const directDebitJourney = defineJourney<"account", DirectDebitAnswers>({
  name: "payment-details-direct-debit",
  urls: DIRECT_DEBIT_URLS,
  answered: {
    account: (a) => a.accountName !== undefined && a.bsb !== undefined && a.accountEnding !== undefined,
  },
  exit: PAYMENT_DETAILS_URL,
});

export const stopDirectDebitJourney = defineJourney<"how", StopDirectDebitAnswers>({
  name: "stop-direct-debit",
  urls: STOP_DIRECT_DEBIT_URLS,
  answered: { how: (a) => a.how === "payWhenDue" },
  exit: PAYMENT_DETAILS_URL,
});
