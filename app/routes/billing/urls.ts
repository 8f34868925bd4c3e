// The billing screens' URLs, one per question (GOV.UK): a folder under app/routes/billing/ for each.
// Every step is a page of its own; a check step is the answer to its question's post (the answers
// travel in hidden fields, never card data) and its final button posts to the same URL.

import { href } from "react-router";

export const BILLING_URLS = {
  /** Account status, transactions and invoices. */
  overview: href("/billing"),
  /** "Make a payment": a journey (pay/journey.ts) whose first question is the amount. */
  pay: href("/billing/pay"),
  /** "Need more time to pay?": a payment-plan request, a journey (plan/journey.ts). */
  plan: href("/billing/plan"),
  /** How the account pays its bills. */
  paymentDetails: href("/billing/payment-details"),
  /** A payment's receipt, printable: `receiptHref(code)`. */
  receipt: href("/billing/receipt"),
} as const;

export const receiptHref = (code: string) => `${BILLING_URLS.receipt}?code=${encodeURIComponent(code)}`;
