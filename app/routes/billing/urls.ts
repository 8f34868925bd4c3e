// The billing screens' URLs, one per question (GOV.UK): a folder under app/routes/billing/ for each.
// Every step is a page of its own; a check step is the answer to its question's post (the answers
// travel in hidden fields, never card data) and its final button posts to the same URL.

export const BILLING_URLS = {
  /** Account status, transactions and invoices. */
  overview: "/billing",
  /** "Make a payment": a journey (pay/journey.ts) whose first question is the amount. */
  pay: "/billing/pay",
  /** "Need more time to pay?": a payment-plan request, a journey (plan/journey.ts). */
  plan: "/billing/plan",
  /** How the account pays its bills. */
  paymentDetails: "/billing/payment-details",
  /** A payment's receipt, printable: `receiptHref(code)`. */
  receipt: "/billing/receipt",
} as const;

export const receiptHref = (code: string) => `${BILLING_URLS.receipt}?code=${encodeURIComponent(code)}`;
