import { z } from "zod";
import { cents, id, isoDate } from "./common.ts";

/** Billing: the account's balance and payment method, transactions, invoices, card payments. */

export const currentPaymentMethod = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("card"),
    cardType: z.string(),
    /** e.g. "•••• •••• •••• 4242" */
    maskedCardNumber: z.string(),
    expiryMonth: z.number().int(),
    expiryYear: z.number().int(),
    cardholderName: z.string().nullish(),
  }),
  z.object({
    type: z.literal("directDebit"),
    accountName: z.string(),
    /** e.g. "062-•••" */
    maskedBsb: z.string(),
    /** e.g. "••••5678" */
    maskedAccountNumber: z.string(),
  }),
]);
export type CurrentPaymentMethod = z.infer<typeof currentPaymentMethod>;

export const accountStatus = z.object({
  accountCode: z.string(),
  /** Amount owing in cents (negative = in credit). */
  balanceCents: cents,
  dueDate: isoDate.nullable(),
  overdue: z.boolean(),
  overdueCents: cents,
  lastPaymentCents: cents.nullish(),
  lastPaymentDate: isoDate.nullish(),
  paymentMethod: currentPaymentMethod.nullable(),
  /**
   * Extension (docs/decisions/081): the reference of the payment plan during which the direct
   * debit is paused (it takes nothing until the plan ends); absent or null when it is not paused.
   */
  directDebitPausedBy: z.string().nullish(),
});
export type AccountStatus = z.infer<typeof accountStatus>;

export const transaction = z.object({
  id,
  date: isoDate,
  /** invoice, payment, credit, adjustment */
  type: z.string(),
  description: z.string(),
  /** Positive = charge, negative = payment/credit. */
  amountCents: cents,
  balanceCents: cents,
  reference: z.string().nullish(),
  /** Extension (docs/decisions/081): when it was recorded, an ISO date-time (a receipt's time). */
  postedAt: isoDate.nullish(),
});
export type Transaction = z.infer<typeof transaction>;
export const transactionsResponse = z.object({ transactions: z.array(transaction) });
export type TransactionsResponse = z.infer<typeof transactionsResponse>;

export const invoiceSummary = z.object({
  id,
  invoiceNumber: z.string(),
  issueDate: isoDate,
  dueDate: isoDate,
  periodStart: isoDate,
  periodEnd: isoDate,
  amountCents: cents,
  paidCents: cents,
  /** paid, unpaid, overdue */
  status: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;
export const invoicesSummaryResponse = z.object({ invoices: z.array(invoiceSummary) });
export type InvoicesSummaryResponse = z.infer<typeof invoicesSummaryResponse>;

export const invoiceFull = invoiceSummary.extend({
  accountCode: z.string(),
  lines: z.array(z.object({ description: z.string(), serviceCode: z.string().nullish(), amountCents: cents })),
});
export type InvoiceFull = z.infer<typeof invoiceFull>;

const availablePaymentMethod = z.object({
  /** card, directDebit, bpay */
  code: z.string(),
  name: z.string(),
  description: z.string().nullish(),
});
export const availablePaymentMethodsResponse = z.object({ availablePaymentMethods: z.array(availablePaymentMethod) });
export type AvailablePaymentMethodsResponse = z.infer<typeof availablePaymentMethodsResponse>;

/** (sandbox shape) */
export const cardAuthToken = z.object({ authKey: z.string(), expiresInSeconds: z.number().int() });
export type CardAuthToken = z.infer<typeof cardAuthToken>;

/** (sandbox shape) The opaque card token plus masked details; the card number never comes back. */
export const cardTokenReceipt = z.object({
  cardToken: z.string(),
  cardType: z.string(),
  maskedCardNumber: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
});
export type CardTokenReceipt = z.infer<typeof cardTokenReceipt>;

export const takePaymentResponse = z.object({
  receiptCode: z.string(),
  amountCents: cents,
  balanceCents: cents,
  paidAt: isoDate,
});
export type TakePaymentResponse = z.infer<typeof takePaymentResponse>;

/**
 * (sandbox shape) `reference`: the change's reference, as its confirmation message names it
 * (an extension, docs/decisions/077; a provider without it leaves the confirmation without one).
 */
export const paymentDetailsResponse = z.object({
  paymentMethod: currentPaymentMethod,
  reference: z.string().nullish(),
});
export type PaymentDetailsResponse = z.infer<typeof paymentDetailsResponse>;

/**
 * (extension, decision 079) GET account/payment-settings: how the account may pay besides a card
 * or a direct debit. `bpay` is null when the provider takes no BPAY payments. The customer
 * reference number is the account's own and ends with its check digit (BPAY's MOD10V01, Luhn).
 */
export const paymentSettingsResponse = z.object({
  bpay: z
    .object({ billerCode: z.string().regex(/^\d{3,10}$/), customerReference: z.string().regex(/^\d{2,20}$/) })
    .nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsResponse>;

/**
 * Extension (docs/decisions/077): the direct debit stopped, so each bill is paid when due by the
 * customer (the payment method is none); the change's reference.
 */
export const stopDirectDebitResponse = z.object({ reference: z.string(), paymentMethod: z.null() });
export type StopDirectDebitResponse = z.infer<typeof stopDirectDebitResponse>;
