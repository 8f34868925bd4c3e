import { z } from "zod";
import type { CurrentPaymentMethod } from "#server/provider/schemas/billing.ts";
import type { Ctx, HandlerMap, Sandbox } from "#sandbox/context.ts";
import { fail, intParam, me, nextReference, ok, parseBody } from "#sandbox/context.ts";
import { sendConfirmation } from "#sandbox/confirmations.ts";
import { BPAY_BILLER_CODE, crnOf } from "#sandbox/bpay.ts";
import { renderPdf } from "#sandbox/pdf.ts";
import { recordRequest } from "#sandbox/requests.ts";
import type {
  AccountRecord,
  CardTokenRecord,
  InvoiceRecord,
  PaymentPlanRecord,
  RequestRecord,
  TransactionRecord,
} from "#sandbox/records.ts";
import type { Row } from "#sandbox/store.ts";
import { dayText, formatCents, providerIsoDate } from "#sandbox/util.ts";
import { myServices } from "./shared.ts";

/** Balance, transactions, invoices (with PDFs), payment details and payment plans. */

function invoiceStatus(inv: InvoiceRecord, today: string): string {
  if (inv.paidCents >= inv.amountCents) return "paid";
  return inv.dueDate < today ? "overdue" : "unpaid";
}

function invoiceSummary(row: Row<InvoiceRecord>, today: string) {
  const { lines: _lines, ...rest } = row.data;
  return { id: row.id, ...rest, status: invoiceStatus(row.data, today) };
}

function myInvoice(ctx: Ctx, id: number): Row<InvoiceRecord> {
  const row = ctx.sb.store.get<InvoiceRecord>("invoices", id);
  if (!row || row.accountCode !== me(ctx).accountCode) fail(404, "Invoice not found");
  return row;
}

function today(ctx: Ctx): string {
  return providerIsoDate(new Date(ctx.sb.now()));
}

function accountStatus(ctx: Ctx) {
  const { accountCode, row } = me(ctx);
  const t = today(ctx);
  const unpaid = ctx.sb.store
    .list<InvoiceRecord>("invoices", { accountCode })
    .map((r) => r.data)
    .filter((i) => i.paidCents < i.amountCents);
  const overdue = unpaid.filter((i) => i.dueDate < t);
  const payments = ctx.sb.store
    .list<TransactionRecord>("transactions", { accountCode })
    .filter((r) => r.data.type === "payment");
  const last = payments.at(-1)?.data;
  return {
    accountCode,
    balanceCents: row.data.balanceCents,
    dueDate: unpaid.map((i) => i.dueDate).sort()[0] ?? null,
    overdue: overdue.length > 0,
    overdueCents: overdue.reduce((s, i) => s + i.amountCents - i.paidCents, 0),
    lastPaymentCents: last ? -last.amountCents : null,
    lastPaymentDate: last?.date ?? null,
    paymentMethod: row.data.paymentMethod,
    directDebitPausedBy: row.data.paymentMethod?.type === "directDebit" ? planPausingDebit(ctx.sb, accountCode) : null,
  };
}

/**
 * Extension (docs/decisions/081): the direct debit is paused while a payment plan runs, as
 * Telstra suspends it during a payment extension: the plan's instalments are what the customer
 * pays, and the debit must not take the whole balance on the due date meanwhile. The plan's
 * reference, or null. A plan here runs until the provider ends it (the sandbox never does).
 */
export function planPausingDebit(sb: Sandbox, accountCode: string): string | null {
  const plans = sb.store
    .list<RequestRecord>("service_requests", { accountCode })
    .filter((r) => r.data.kind === "payment-plan");
  return plans.at(-1)?.data.reference ?? null;
}

/** Records a payment: the balance goes down and the oldest unpaid invoices are paid first. */
export function applyPayment(
  sb: Sandbox,
  accountCode: string,
  amountCents: number,
  description: string,
  reference: string,
): number {
  const account = sb.store.find<AccountRecord>("accounts", { accountCode })!;
  const balanceCents = account.data.balanceCents - amountCents;
  sb.store.update<AccountRecord>("accounts", account.id, { ...account.data, balanceCents });
  const now = new Date(sb.now());
  sb.store.insert<TransactionRecord>("transactions", {
    accountCode,
    data: {
      date: providerIsoDate(now),
      type: "payment",
      description,
      amountCents: -amountCents,
      balanceCents,
      reference,
    },
    createdAt: now.toISOString(),
  });
  let left = amountCents;
  for (const inv of sb.store.list<InvoiceRecord>("invoices", { accountCode })) {
    if (left <= 0) break;
    const owing = inv.data.amountCents - inv.data.paidCents;
    if (owing <= 0) continue;
    const pay = Math.min(owing, left);
    left -= pay;
    sb.store.update<InvoiceRecord>("invoices", inv.id, { ...inv.data, paidCents: inv.data.paidCents + pay });
  }
  return balanceCents;
}

function cardFromToken(ctx: Ctx, cardToken: string): CurrentPaymentMethod {
  const card = ctx.sb.store.find<CardTokenRecord>("card_tokens", { ref: cardToken });
  if (!card || card.accountCode !== me(ctx).accountCode) fail(400, "Invalid request: cardToken is unknown");
  return {
    type: "card",
    cardType: card.data.cardType,
    maskedCardNumber: `•••• •••• •••• ${card.data.last4}`,
    expiryMonth: card.data.expiryMonth,
    expiryYear: card.data.expiryYear,
    cardholderName: card.data.cardholderName,
  };
}

/** How a payment method is named in a notice: masked, as on the payment details page. */
function methodText(method: CurrentPaymentMethod): string {
  return method.type === "card"
    ? `${method.cardType} card ending ${method.maskedCardNumber.slice(-4)}`
    : `direct debit from the account ending ${method.maskedAccountNumber.slice(-3)}`;
}

function savePaymentMethod(ctx: Ctx, method: CurrentPaymentMethod) {
  const { accountCode, row } = me(ctx);
  const reference = nextReference(ctx.sb, "PD");
  ctx.sb.store.update<AccountRecord>("accounts", row.id, { ...row.data, paymentMethod: method });
  ctx.sb.store.insert("payment_details_changes", {
    accountCode,
    ref: reference,
    data: { reference, paymentMethod: method, changedAt: new Date(ctx.sb.now()).toISOString() },
  });
  // A security notice: a change of payment details made anywhere (this device or another) is told.
  sendConfirmation(ctx.sb, accountCode, "payment-method-changed", { reference, method: methodText(method) });
  return ok({ paymentMethod: method, reference });
}

const dateQuery = (ctx: Ctx, name: string) => {
  const v = ctx.query.get(name);
  if (v && !/^\d{4}-\d{2}-\d{2}/.test(v)) fail(400, `Invalid request: ${name} must be YYYY-MM-DD`);
  return v?.slice(0, 10) ?? null;
};

const paymentDetails = z.discriminatedUnion("type", [
  z.object({ type: z.literal("card"), cardToken: z.string().min(1).max(100) }),
  z.object({
    type: z.literal("directDebit"),
    accountName: z.string().trim().min(1, "is required").max(60),
    bsb: z
      .string()
      .trim()
      .regex(/^\d{3}-?\d{3}$/, "must be 6 digits"),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{5,10}$/, "must be 5 to 10 digits"),
  }),
]);

const paymentPlan = z.object({
  instalmentCents: z.number().int().min(500, "must be at least $5.00").max(10_000_00),
  frequency: z.enum(["weekly", "fortnightly", "monthly"]),
  startDate: z.iso.date("must be a date (YYYY-MM-DD)"),
  reason: z.string().trim().max(1000).optional(),
});

function fullInvoice(ctx: Ctx, id: number) {
  const row = myInvoice(ctx, id);
  return { ...invoiceSummary(row, today(ctx)), accountCode: row.accountCode, lines: row.data.lines };
}

export const billingHandlers: HandlerMap["account"] = {
  status: (ctx) => ok(accountStatus(ctx)),

  detailsV2(ctx) {
    const { accountCode, row } = me(ctx);
    if (ctx.params.id !== accountCode) fail(404, "Account not found");
    const p = row.data.profile;
    return ok({
      accountCode,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      status: row.data.status,
      createdAt: row.data.createdAt,
      balanceCents: row.data.balanceCents,
      paymentMethod: row.data.paymentMethod,
      serviceCount: myServices(ctx).length,
    });
  },

  transactions(ctx) {
    const from = dateQuery(ctx, "from");
    const to = dateQuery(ctx, "to");
    const transactions = ctx.sb.store
      .list<TransactionRecord>("transactions", { accountCode: me(ctx).accountCode })
      .filter((r) => (from ? r.data.date >= from : true) && (to ? r.data.date <= to : true))
      .reverse()
      .map((r) => ({ id: r.id, ...r.data, postedAt: r.createdAt }));
    return ok({ transactions });
  },

  invoicesSummary(ctx) {
    const from = dateQuery(ctx, "from");
    const to = dateQuery(ctx, "to");
    const t = today(ctx);
    const invoices = ctx.sb.store
      .list<InvoiceRecord>("invoices", { accountCode: me(ctx).accountCode })
      .filter((r) => (from ? r.data.issueDate >= from : true) && (to ? r.data.issueDate <= to : true))
      .reverse()
      .map((r) => invoiceSummary(r, t));
    return ok({ invoices });
  },

  // Extension (decision 079): BPAY's biller code and the account's customer reference number.
  paymentSettings: (ctx) =>
    ok({ bpay: { billerCode: BPAY_BILLER_CODE, customerReference: crnOf(me(ctx).accountCode) } }),

  invoiceFull: (ctx) => ok(fullInvoice(ctx, intParam(ctx.params.id, "id"))),

  invoicePdf(ctx) {
    const inv = fullInvoice(ctx, intParam(ctx.params.id, "id"));
    const { row } = me(ctx);
    const money = (c: number) => `$${(c / 100).toFixed(2)}`;
    const pdf = renderPdf(`Tax invoice ${inv.invoiceNumber}`, [
      `Account ${inv.accountCode} - ${row.data.profile.firstName} ${row.data.profile.lastName}`,
      `Issued ${dayText(inv.issueDate)}    Due ${dayText(inv.dueDate)}`,
      `Period ${dayText(inv.periodStart)} to ${dayText(inv.periodEnd)}`,
      "",
      ...inv.lines.map((l) => `${l.description}    ${money(l.amountCents)}`),
      "",
      `Total (incl. GST)    ${money(inv.amountCents)}`,
      `Paid    ${money(inv.paidCents)}`,
      `Status    ${inv.status}`,
      "",
      // How Australian bills say it: the biller code and the account's reference, next to "BPAY".
      "Pay by BPAY from your bank's app or internet banking",
      `Biller code ${BPAY_BILLER_CODE}    Ref ${crnOf(me(ctx).accountCode)}`,
    ]);
    const disposition = ctx.query.get("download") === "false" ? "inline" : "attachment";
    return {
      bytes: pdf,
      contentType: "application/pdf",
      headers: { "Content-Disposition": `${disposition}; filename="${inv.invoiceNumber}.pdf"` },
    };
  },

  updateCreditCard(ctx) {
    const { cardToken } = parseBody(z.object({ cardToken: z.string().min(1).max(100) }), ctx.body);
    return savePaymentMethod(ctx, cardFromToken(ctx, cardToken));
  },

  updatePaymentDetails(ctx) {
    const body = parseBody(paymentDetails, ctx.body);
    if (body.type === "card") return savePaymentMethod(ctx, cardFromToken(ctx, body.cardToken));
    // Stored masked only: the full BSB and account number are not kept.
    const bsb = body.bsb.replace("-", "");
    return savePaymentMethod(ctx, {
      type: "directDebit",
      accountName: body.accountName,
      maskedBsb: `${bsb.slice(0, 3)}-•••`,
      maskedAccountNumber: `••••${body.accountNumber.slice(-4)}`,
    });
  },

  /** Extension (docs/decisions/077): the direct debit stopped; each bill is then paid when due. */
  stopDirectDebit(ctx) {
    const { accountCode, row } = me(ctx);
    const method = row.data.paymentMethod;
    if (method?.type !== "directDebit") fail(409, "There is no direct debit to stop");
    const reference = nextReference(ctx.sb, "PD");
    ctx.sb.store.update<AccountRecord>("accounts", row.id, { ...row.data, paymentMethod: null });
    ctx.sb.store.insert("payment_details_changes", {
      accountCode,
      ref: reference,
      data: { reference, paymentMethod: null, changedAt: new Date(ctx.sb.now()).toISOString() },
    });
    sendConfirmation(ctx.sb, accountCode, "direct-debit-stopped", { reference, method: methodText(method) });
    return ok({ reference, paymentMethod: null });
  },

  paymentPlan(ctx) {
    const body = parseBody(paymentPlan, ctx.body);
    if (body.startDate < today(ctx))
      fail(400, "Invalid request: startDate must not be in the past", {
        errors: { startDate: "must not be in the past" },
      });
    const { accountCode } = me(ctx);
    const reference = nextReference(ctx.sb, "PP");
    ctx.sb.store.insert<PaymentPlanRecord>("payment_plans", {
      accountCode,
      ref: reference,
      data: { reference, kind: "payment-plan", status: "requested", details: { ...body } },
    });
    recordRequest(ctx, {
      prefix: "PP",
      reference,
      kind: "payment-plan",
      summary: `More time to pay: ${formatCents(body.instalmentCents)} ${body.frequency} from ${dayText(body.startDate)}`,
      details: { ...body },
    });
    const debitPaused = me(ctx).row.data.paymentMethod?.type === "directDebit";
    sendConfirmation(ctx.sb, accountCode, "payment-plan", { reference, ...body, debitPaused });
    return ok({
      reference,
      status: "requested",
      message: "Your payment plan request has been received. We will contact you within 2 business days.",
    });
  },
};

export const invoiceLookup = (ctx: Ctx) => ok(fullInvoice(ctx, intParam(ctx.params.id, "id")));
