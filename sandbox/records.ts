import type { CurrentPaymentMethod } from "#server/provider/schemas/billing.ts";
import type { VoipSettings } from "#server/provider/schemas/network.ts";
import type { Contract, Product } from "#server/provider/schemas/plans.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import type { Profile } from "#server/provider/schemas/profile.ts";

/** What the sandbox stores in each table's `data` column. */

export interface AccountRecord {
  profile: Profile;
  passwordHash: string;
  /** False for an account that joined online and has not set a password yet (its hash is unusable). */
  passwordSet?: boolean;
  status: string;
  createdAt: string;
  /** Amount owing in cents. */
  balanceCents: number;
  paymentMethod: CurrentPaymentMethod | null;
}

export type ServiceRecord = Service;

export interface NoteRecord {
  serviceId: number;
  createdAt: string;
  author: string;
  text: string;
}

export interface HistoryRecord {
  serviceId: number;
  date: string;
  event: string;
  description: string;
}

export interface UsageRecord {
  date: string;
  downloadedBytes: number;
  uploadedBytes: number;
}

export interface CdrRecord {
  serviceId: number;
  startedAt: string;
  callingNumber: string;
  calledNumber: string;
  callType: string;
  durationSeconds: number;
  costCents: number;
  invoiced: boolean;
}

export interface InvoiceRecord {
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  amountCents: number;
  paidCents: number;
  lines: { description: string; serviceCode: string | null; amountCents: number }[];
}

export interface TransactionRecord {
  date: string;
  type: string;
  description: string;
  amountCents: number;
  balanceCents: number;
  reference: string | null;
}

export interface OutageRecord {
  avcId: string;
  type: string;
  status: string;
  title: string;
  description: string;
  startAt: string;
  endAt: string | null;
}

export interface DiagnosticRecord {
  testId: string;
  testType: string;
  supplierServiceId: string;
  serviceId: number;
  startedAt: string;
  /** When a pending test completes. */
  completesAt: string;
}

export type VoipSettingsRecord = VoipSettings;

export interface HardwareOrderRecord {
  code: string;
  productCode: string;
  name: string;
  status: string;
  orderedAt: string;
  trackingNumber: string | null;
  /** Where it is posted (one line); older orders went to the service's address. */
  deliveryAddress?: string | null;
}

/** A payment-plan request as the payment_plans table keeps it. */
export interface PaymentPlanRecord {
  reference: string;
  kind: string;
  status: string;
  details: Record<string, unknown>;
}

/** Something the customer lodged (service_requests; sandbox/requests.ts, decision 023). Its status is worked out when read. */
export interface RequestRecord {
  reference: string;
  /** One of REQUEST_KINDS (sandbox/requests.ts). */
  kind: string;
  summary: string;
  lodgedAt: string;
  serviceId: number | null;
  serviceCode: string | null;
  /** YYYY-MM-DD the request takes effect (a cancellation or a move), or null. */
  effectiveDate: string | null;
  details: Record<string, unknown>;
}

/** A message of a ticket's conversation kept as sent: the customer's reply, or an answer posted by a test. */
export interface RequestMessageRecord {
  from: "customer" | "provider";
  sentAt: string;
  text: string;
}

export interface CardTokenRecord {
  cardType: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  cardholderName: string;
  /** The test card that is always declined. */
  declines: boolean;
}

export interface OutboxRecord {
  channel: "email" | "sms";
  to: string;
  subject: string;
  body: string;
  code?: string;
  link?: string;
  /** A confirmation's reference or receipt code, and the template it was rendered from. */
  reference?: string;
  template?: string;
  sentAt: string;
}

export type ContractRecord = Contract;
export type ProductRecord = Product;

/** One SIM activation's checks, by the portal's contextId (sandbox/handlers/mobile.ts). */
export interface MobileVerificationRecord {
  contextId: string;
  portIn: { msn: string; codeHash: string; wrong: number; verified: boolean } | null;
  email: { address: string; codeHash: string; wrong: number; verified: boolean } | null;
  identity: { verified: boolean; verifiedAt: string } | null;
  /** Set once submit-activation has used this context. */
  submittedReference: string | null;
}
