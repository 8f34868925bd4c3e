import { clockText, dayText, formatCents } from "#sandbox/util.ts";

/**
 * The words of the confirmations the provider sends after a change to an account: one template
 * per kind of change, each naming its reference and never a secret (no card number, password,
 * code or full bank account). Pure, so `templates/render` and the handlers share them.
 */

export const SUPPORT_PHONE = "1300 980 711";

/** What a payment plan does to the direct debit (docs/decisions/081); the portal's pages say the same. */
export const DEBIT_PAUSED_BY_PLAN =
  "Your direct debit is paused while the payment plan runs. It starts again by itself when the plan ends.";

export interface ConfirmationData {
  "payment-receipt": { receiptCode: string; amountCents: number; balanceCents: number; receiptUrl: string };
  "payment-plan": {
    reference: string;
    instalmentCents: number;
    frequency: string;
    startDate: string;
    /** The account pays by direct debit: paused while the plan runs (docs/decisions/081). */
    debitPaused?: boolean;
  };
  "payment-method-changed": { reference: string; method: string };
  "direct-debit-stopped": { reference: string; method: string };
  "plan-change": {
    reference: string; /** The service as its customer knows it (serviceWords). */
    service: string;
    from: string;
    to: string;
  };
  "energy-contract-change": {
    reference: string; /** The service as its customer knows it (serviceWords). */
    service: string;
    from: string;
    to: string;
  };
  "product-order": {
    reference: string;
    /** The service as its customer knows it (serviceWords). */
    service: string;
    product: string;
    priceCents: number;
    monthlyPriceCents: number;
    deliveryAddress: string | null;
  };
  cancellation: {
    reference: string; /** The service as its customer knows it (serviceWords). */
    service: string;
    date: string;
  };
  move: {
    reference: string;
    /** The service as its customer knows it (serviceWords). */
    service: string;
    moveDate: string;
    address: string;
    /** The technician's visit booked with the move, if one is needed. */
    visit?: { date: string; from: string; to: string } | null;
  };
  "sim-activation": {
    reference: string; /** The service as its customer knows it (serviceWords). */
    service: string;
    phoneNumber: string;
    keepsNumber: boolean;
  };
  "life-support-registered": {
    reference: string;
    /** Where the equipment is: the service's address. */
    place: string;
    equipment: string;
    distributor: string;
    medicalConfirmationDue: string;
  };
  "life-support-removed": { reference: string; place: string; distributor: string };
  "sim-blocked": { reference: string; phoneNumber: string; deliveryAddress: string };
  "sim-unblocked": { reference: string; phoneNumber: string };
  "notification-preferences": { summary: string };
  /** Not a change's confirmation: the alert a data threshold sends (sandbox/usage-alerts.ts). */
  "data-alert": { service: string; percent: number; usedGb: string; allowanceGb: string };
  "bill-reminder": { invoiceNumber: string; amountCents: number; dueDate: string };
}

export type ConfirmationTemplate = keyof ConfirmationData;

export interface Rendered {
  /** The email's subject; it carries the reference. */
  subject: string;
  /** The email's body. */
  body: string;
  /** The text message, short: the subject's facts and the reference. */
  sms: string;
  /** The reference or receipt code the message carries. */
  reference: string;
}

type Words = { subject: string; lines: string[]; sms: string; reference: string };

const price = (oneOff: number, monthly: number) =>
  [oneOff > 0 ? formatCents(oneOff) : null, monthly > 0 ? `${formatCents(monthly)} a month` : null]
    .filter(Boolean)
    .join(" and ") || "no charge";

const NOT_YOU = `If you did not ask for this, call us on ${SUPPORT_PHONE}.`;

const templates: { [T in ConfirmationTemplate]: (d: ConfirmationData[T]) => Words } = {
  "payment-receipt": (d) => ({
    reference: d.receiptCode,
    subject: `Payment received (${d.receiptCode})`,
    lines: [
      `Thank you for your payment of ${formatCents(d.amountCents)}.`,
      `Your receipt code is ${d.receiptCode}. Your balance is now ${formatCents(d.balanceCents)}.`,
      `View or print your receipt: ${d.receiptUrl}`,
    ],
    sms: `Payment of ${formatCents(d.amountCents)} received, receipt ${d.receiptCode}. Balance now ${formatCents(d.balanceCents)}.`,
  }),
  "payment-plan": (d) => ({
    reference: d.reference,
    subject: `Your payment plan request (${d.reference})`,
    lines: [
      `We have your request to pay ${formatCents(d.instalmentCents)} ${d.frequency} from ${dayText(d.startDate)}.`,
      `Your reference is ${d.reference}. We will contact you within 2 business days.`,
      ...(d.debitPaused ? [DEBIT_PAUSED_BY_PLAN] : []),
      NOT_YOU,
    ],
    sms: `Payment plan request ${d.reference} received: ${formatCents(d.instalmentCents)} ${d.frequency} from ${dayText(d.startDate)}.`,
  }),
  "payment-method-changed": (d) => ({
    reference: d.reference,
    subject: `Your payment details were changed (${d.reference})`,
    lines: [
      `Your bills will now be paid by ${d.method}.`,
      `Your reference is ${d.reference}.`,
      `If you did not make this change, call us on ${SUPPORT_PHONE} straight away.`,
    ],
    sms: `Your payment details were changed to ${d.method} (${d.reference}). Not you? Call ${SUPPORT_PHONE} now.`,
  }),
  "direct-debit-stopped": (d) => ({
    reference: d.reference,
    subject: `Your direct debit was stopped (${d.reference})`,
    lines: [
      `We will no longer take your bills by ${d.method}.`,
      "Pay each bill by its due date: by card in the portal, or by BPAY.",
      `Your reference is ${d.reference}.`,
      `If you did not make this change, call us on ${SUPPORT_PHONE} straight away.`,
    ],
    sms: `Your direct debit was stopped (${d.reference}): pay each bill by its due date. Not you? Call ${SUPPORT_PHONE} now.`,
  }),
  "plan-change": (d) => ({
    reference: d.reference,
    subject: `Your plan change (${d.reference})`,
    lines: [`Your ${d.service} is now on ${d.to} (it was on ${d.from}).`, `Your reference is ${d.reference}.`, NOT_YOU],
    sms: `Your ${d.service} is now on ${d.to}. Reference ${d.reference}.`,
  }),
  "energy-contract-change": (d) => ({
    reference: d.reference,
    subject: `Your energy contract change (${d.reference})`,
    lines: [
      `Your ${d.service} is now on ${d.to} (it was on ${d.from}), straight away. Your next bill uses the new contract's rates.`,
      `Your reference is ${d.reference}.`,
      NOT_YOU,
    ],
    sms: `Your ${d.service} is now on the ${d.to} contract. Reference ${d.reference}.`,
  }),
  "product-order": (d) => ({
    reference: d.reference,
    subject: `Your order (${d.reference})`,
    lines: [
      `${d.product} (${price(d.priceCents, d.monthlyPriceCents)}) is ordered for your ${d.service}.`,
      ...(d.deliveryAddress ? [`We will deliver it to ${d.deliveryAddress}.`] : []),
      `Your order reference is ${d.reference}.`,
      NOT_YOU,
    ],
    sms: `${d.product} ordered for your ${d.service}${d.deliveryAddress ? `, delivery to ${d.deliveryAddress}` : ""}. Reference ${d.reference}.`,
  }),
  cancellation: (d) => ({
    reference: d.reference,
    subject: `Your cancellation request (${d.reference})`,
    lines: [
      `Your ${d.service} will be cancelled on ${dayText(d.date)}. It works as usual until then.`,
      "Your final bill follows the cancellation; please return any rented hardware when it arrives.",
      `Changed your mind? Call us on ${SUPPORT_PHONE} before ${dayText(d.date)} and quote ${d.reference} to withdraw the cancellation.`,
    ],
    sms: `Your ${d.service} will be cancelled on ${dayText(d.date)} (${d.reference}). To withdraw, call ${SUPPORT_PHONE} before then.`,
  }),
  move: (d) => ({
    reference: d.reference,
    subject: `Your move request (${d.reference})`,
    lines: [
      `Your ${d.service} moves to ${d.address} on ${dayText(d.moveDate)}.`,
      ...(d.visit
        ? [
            `A technician visits on ${dayText(d.visit.date)} between ${clockText(d.visit.from)} and ${clockText(d.visit.to)}; someone 18 or over needs to be home.`,
          ]
        : []),
      `Your reference is ${d.reference}. We will be in touch if we need anything.`,
      NOT_YOU,
    ],
    sms: `Move of your ${d.service} to ${d.address} on ${dayText(d.moveDate)} requested (${d.reference}).`,
  }),
  "sim-activation": (d) =>
    d.keepsNumber
      ? {
          reference: d.reference,
          subject: `Your number transfer (${d.reference})`,
          lines: [
            `We are moving ${d.phoneNumber} to your ${d.service}. Your SIM will be active once it has moved, usually within 2 hours.`,
            `Your reference is ${d.reference}.`,
            NOT_YOU,
          ],
          sms: `Moving ${d.phoneNumber} to your new SIM, usually within 2 hours (${d.reference}).`,
        }
      : {
          reference: d.reference,
          subject: `Your SIM activation (${d.reference})`,
          lines: [
            `Your SIM for ${d.service} will be active within 2 hours, with the number ${d.phoneNumber}.`,
            `Your reference is ${d.reference}.`,
            NOT_YOU,
          ],
          sms: `Your SIM will be active within 2 hours, number ${d.phoneNumber} (${d.reference}).`,
        },
  "life-support-registered": (d) => ({
    reference: d.reference,
    subject: `Life support registered (${d.reference})`,
    lines: [
      `We have registered life support equipment (${d.equipment}) at ${d.place} and told ${d.distributor}.`,
      `We have attached the medical confirmation form. Ask a registered medical practitioner to complete it and send it back to us by ${dayText(d.medicalConfirmationDue)}.`,
      `Until then your address has the protections of a registered address, including written notice of planned interruptions.`,
      `In an emergency or a power failure call ${d.distributor}; if anyone's life is in danger, call 000.`,
      `Your reference is ${d.reference}.`,
    ],
    sms: `Life support registered at ${d.place} (${d.reference}). Medical confirmation form due ${dayText(d.medicalConfirmationDue)}: see your email.`,
  }),
  "life-support-removed": (d) => ({
    reference: d.reference,
    subject: `Life support registration removed (${d.reference})`,
    lines: [
      `We have removed the life support registration at ${d.place} and told ${d.distributor}.`,
      `Your reference is ${d.reference}. If someone there still depends on life support equipment, register again straight away or call us on ${SUPPORT_PHONE}.`,
    ],
    sms: `Life support registration at ${d.place} removed (${d.reference}). Still needed? Call ${SUPPORT_PHONE}.`,
  }),
  "sim-blocked": (d) => ({
    reference: d.reference,
    subject: `Your SIM is blocked (${d.reference})`,
    lines: [
      `We have blocked the SIM of ${d.phoneNumber}: it cannot make calls (except to 000), send texts or use data.`,
      `A replacement SIM is on its way to ${d.deliveryAddress}. Your number stays the same.`,
      `Found it? You can unblock it online. Your reference is ${d.reference}.`,
      NOT_YOU,
    ],
    sms: `SIM of ${d.phoneNumber} blocked (${d.reference}). Replacement posted to ${d.deliveryAddress}.`,
  }),
  "sim-unblocked": (d) => ({
    reference: d.reference,
    subject: `Your SIM is unblocked (${d.reference})`,
    lines: [`The SIM of ${d.phoneNumber} works again.`, `Your reference is ${d.reference}.`, NOT_YOU],
    sms: `SIM of ${d.phoneNumber} unblocked (${d.reference}).`,
  }),
  "notification-preferences": (d) => ({
    reference: "",
    subject: "Your notification preferences were changed",
    lines: [`From now on: ${d.summary}.`, NOT_YOU],
    sms: `Notification preferences changed: ${d.summary}.`,
  }),
  "data-alert": (d) => ({
    reference: "",
    subject: `Your ${d.service} has used ${d.percent}% of its data`,
    lines: [
      `Your ${d.service} has used ${d.usedGb} GB of its ${d.allowanceGb} GB this month (${d.percent}%).`,
      "You can see your usage or change your plan online. To change these alerts, go to your notification preferences.",
    ],
    sms: `Your ${d.service} has used ${d.percent}% of its data (${d.usedGb} of ${d.allowanceGb} GB) this month.`,
  }),
  "bill-reminder": (d) => ({
    reference: d.invoiceNumber,
    subject: `Your bill of ${formatCents(d.amountCents)} is due on ${dayText(d.dueDate)}`,
    lines: [
      `Your bill ${d.invoiceNumber} of ${formatCents(d.amountCents)} is due on ${dayText(d.dueDate)}.`,
      "If you pay by direct debit, there is nothing to do: we take it on the due date. Otherwise you can pay online, or by BPAY with the details on your bill.",
      "To stop these reminders, change your notification preferences.",
    ],
    sms: `Reminder: your bill ${d.invoiceNumber} of ${formatCents(d.amountCents)} is due on ${dayText(d.dueDate)}. Pay online or by BPAY.`,
  }),
};

export const CONFIRMATION_TEMPLATES = Object.keys(templates) as ConfirmationTemplate[];

export function isConfirmationTemplate(name: string): name is ConfirmationTemplate {
  return Object.hasOwn(templates, name);
}

export function renderConfirmation<T extends ConfirmationTemplate>(
  template: T,
  data: ConfirmationData[T],
  firstName: string,
): Rendered {
  const words = (templates[template] as (d: ConfirmationData[T]) => Words)(data);
  return {
    subject: words.subject,
    body: [`Hello ${firstName},`, "", ...words.lines].join("\n"),
    sms: words.sms,
    reference: words.reference,
  };
}
