import { z } from "zod";

/**
 * Shapes of the provider answers the portal's screens use, validated with zod.
 * Money is always integer cents; dates are ISO strings (YYYY-MM-DD, or full ISO with time).
 * Where spec §3 names fields, they are used exactly; where the spec shows no shape, the shape is
 * what our sandbox returns and is marked "(sandbox shape)".
 * Unknown extra fields are kept out (zod strips them), optional fields accept null.
 */

const cents = z.number().int();
const isoDate = z.string().min(1);
const id = z.number().int();

// ─── Authentication ──────────────────────────────────────────────────────────

export const tokenResponse = z.object({ token: z.string().min(1) });
export type TokenResponse = z.infer<typeof tokenResponse>;

/** (sandbox shape) */
export const testTokenResponse = z.object({ valid: z.boolean(), accountCode: z.string(), exp: z.number().int() });
export type TestTokenResponse = z.infer<typeof testTokenResponse>;

/** (sandbox shape) The answer never says whether the address is registered. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const mfaChannel = z.enum(["sms", "email"]);
export type MfaChannel = z.infer<typeof mfaChannel>;

/** (extension) */
export const mfaSendResponse = z.object({
  channel: mfaChannel,
  /** Masked, e.g. "04•• ••• 678" or "d•••@example.com". */
  destination: z.string(),
  expiresInSeconds: z.number().int(),
});
export type MfaSendResponse = z.infer<typeof mfaSendResponse>;

/** (extension) */
export const mfaVerifyResponse = z.object({ verified: z.literal(true) });
export type MfaVerifyResponse = z.infer<typeof mfaVerifyResponse>;

/**
 * The new-mobile extension (decision 060): a code sent by SMS to a mobile number the customer is
 * changing to, and its check, so a number never receives MFA codes before it proved it is theirs.
 */
export const newMobileSendBody = z.object({ phoneMobile: z.string().min(1).max(20) });
export const newMobileVerifyBody = newMobileSendBody.extend({ code: z.string().regex(/^\d{6}$/) });
/** (extension) `sentTo` is the number as the provider holds it, e.g. "0400111222". */
export const newMobileSendResponse = z.object({ sentTo: z.string(), expiresInSeconds: z.number().int() });
export const newMobileVerifyResponse = z.object({ verified: z.literal(true) });

/** GET authentication/password (extension, decision 043): whether the account can sign in with a password. */
export const passwordStatusResponse = z.object({ passwordSet: z.boolean() });
export type PasswordStatusResponse = z.infer<typeof passwordStatusResponse>;

/** Bodies of the password extension's calls (decision 043). Passwords are never logged (server/logger.ts). */
export const passwordResetRequestBody = z.object({ email: z.string().min(1).max(254), wid: z.string().max(16) });
export const passwordResetBody = z.object({ token: z.string().min(1).max(200), newPassword: z.string().min(1) });
/** A reset link's token, to ask whether it can still be used (before the portal keeps anything for it). */
export const passwordResetCheckBody = z.object({ token: z.string().min(1).max(200) });
export const passwordChangeBody = z.object({ currentPassword: z.string().min(1), newPassword: z.string().min(1) });
export const passwordSetBody = z.object({ newPassword: z.string().min(1) });
/** A reset's answer names the account, so that the portal can end its sign-ins. */
export const passwordResetResponse = messageResponse.extend({ accountCode: z.string().min(1).max(64).optional() });

// ─── Profile and contacts ────────────────────────────────────────────────────

export const contact = z.object({
  id,
  contactType: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullish(),
  phoneMobile: z.string().nullish(),
  phoneHome: z.string().nullish(),
});
export type Contact = z.infer<typeof contact>;

export const address = z.object({
  unitNumber: z.string().nullish(),
  streetNumber: z.string(),
  streetName: z.string(),
  streetType: z.string(),
  suburb: z.string(),
  state: z.string(),
  postCode: z.string(),
});
export type Address = z.infer<typeof address>;

/**
 * (sandbox shape) An address as location-search finds it and qualification and sales take it:
 * the spec's fields, the lookups' unit, level and lot parts, and the network's location id.
 */
export const locatedAddress = address.extend({
  locationId: z.string().nullish(),
  unitType: z.string().nullish(),
  levelType: z.string().nullish(),
  levelNumber: z.string().nullish(),
  lotNumber: z.string().nullish(),
});
export type LocatedAddress = z.infer<typeof locatedAddress>;

/** (sandbox shape) GET superloop/location-search?query → up to 10 matches, best first. */
export const locationSearchResponse = z.object({
  results: z.array(z.object({ locationId: z.string(), label: z.string(), address: locatedAddress })),
});
export type LocationSearchResponse = z.infer<typeof locationSearchResponse>;

/** (sandbox shape) service-qualification nbn|dsl|mobile by-address. */
export const qualificationResponse = z.object({
  qualified: z.boolean(),
  /** "FTTP", "FTTC", "HFC", "Fixed Wireless", "Satellite" (nbn); "ADSL2+" (dsl); "4G/5G" (mobile). */
  technology: z.string().nullish(),
  locationId: z.string().nullish(),
  planContext: z.number().int().nullish(),
  maxDownloadMbps: z.number().nullish(),
  /** Whether connecting needs a technician at the premises. */
  technicianRequired: z.boolean().nullish(),
  reason: z.string().nullish(),
});
export type QualificationResponse = z.infer<typeof qualificationResponse>;

/** (sandbox shape) GET service-qualification/energy/by-post-code. */
export const energyQualificationResponse = z.object({
  postCode: z.string(),
  electricity: z.boolean(),
  gas: z.boolean(),
});
export type EnergyQualificationResponse = z.infer<typeof energyQualificationResponse>;

/** (sandbox shape) POST sale/broadband/quote. */
export const broadbandQuote = z.object({
  quoteId: z.string(),
  planCode: z.string(),
  planName: z.string(),
  monthlyPriceCents: z.number().int(),
  minimumTermMonths: z.number().int(),
  /** One-off charges (hardware, connection), in cents. */
  upfrontCents: z.number().int(),
  lines: z.array(z.object({ description: z.string(), oneOffCents: z.number().int(), monthlyCents: z.number().int() })),
  /** The earliest connection date (YYYY-MM-DD) when no technician is needed… */
  connectionDate: z.string().nullish(),
  /** …or the technician's visit window. */
  technicianWindow: z.object({ date: z.string(), from: z.string(), to: z.string() }).nullish(),
});
export type BroadbandQuote = z.infer<typeof broadbandQuote>;

/** A technician's visit window (extension, decision 048): a day and wall times in the provider's zone. */
export const visitSlot = z.object({ id: z.string(), date: z.string(), from: z.string(), to: z.string() });
export type VisitSlot = z.infer<typeof visitSlot>;
export const moveAppointmentsResponse = z.object({ technicianNeeded: z.boolean(), slots: z.array(visitSlot) });

/** (sandbox shape) GET sale/broadband/terms/{code}. */
export const broadbandTerms = z.object({
  code: z.string(),
  title: z.string(),
  summary: z.array(z.string()),
  minimumTermMonths: z.number().int(),
  cancellationFeeCents: z.number().int(),
});
export type BroadbandTerms = z.infer<typeof broadbandTerms>;

/** (sandbox shape) POST account/create. */
export const accountCreated = z.object({ accountCode: z.string(), serviceCode: z.string().nullish() });
export type AccountCreated = z.infer<typeof accountCreated>;

export const profile = z.object({
  accountCode: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  contacts: z.array(contact),
  preferredMessageType: z
    .string()
    .nullish()
    .transform((v) => v ?? "Email"),
  address: address.nullish(),
});
export type Profile = z.infer<typeof profile>;

export const contactsResponse = z.object({ contacts: z.array(contact) });
export type ContactsResponse = z.infer<typeof contactsResponse>;

// ─── Services ───────────────────────────────────────────────────────────────

const serviceProduct = z.object({
  code: z.string(),
  name: z.string(),
  /** (sandbox shape) What was paid once for it (hardware); absent or 0: nothing. */
  priceCents: cents.nullish(),
  monthlyPriceCents: cents,
  addedAt: isoDate.nullish(),
});

export const service = z.object({
  id,
  /** A letter followed by a number, e.g. N1001. */
  code: z.string(),
  /** nbn, dsl, uniti, voip, mobile, electricity, gas… */
  type: z.string(),
  /** "Active", "Cancelled"… */
  serviceStatus: z.string(),
  avcId: z.string().nullish(),
  planCode: z.string().nullish(),
  planName: z.string().nullish(),
  /** Plan-context code of spec §5 (0–24). */
  planContext: z.number().int().nullish(),
  monthlyPriceCents: cents.nullish(),
  supplierServiceId: z.string().nullish(),
  supplier: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  address: z.string().nullish(),
  startDate: isoDate.nullish(),
  products: z.array(serviceProduct).nullish(),
  /** (sandbox shape) The static IP address assigned to the service (management/settings/static-ips/assign). */
  staticIpAddress: z.string().nullish(),
  /** (sandbox shape) A requested cancellation: the day the service stops (YYYY-MM-DD) and its reference. */
  cancellationDate: isoDate.nullish(),
  cancellationReference: z.string().nullish(),
  /** (sandbox shape) Gas and electricity: the distributor that fixes outages, and its phone lines. */
  distributor: z.object({ name: z.string(), outagesPhone: z.string(), emergencyPhone: z.string() }).nullish(),
});
export type Service = z.infer<typeof service>;

export const servicesResponse = z.object({ services: z.array(service) });
export type ServicesResponse = z.infer<typeof servicesResponse>;

const serviceNote = z.object({ id, createdAt: isoDate, author: z.string().nullish(), text: z.string() });
export type ServiceNote = z.infer<typeof serviceNote>;
export const notesResponse = z.object({ notes: z.array(serviceNote) });
export type NotesResponse = z.infer<typeof notesResponse>;

/** (sandbox shape) */
const historyEntry = z.object({ id, date: isoDate, event: z.string(), description: z.string() });
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyResponse = z.object({ history: z.array(historyEntry) });
export type HistoryResponse = z.infer<typeof historyResponse>;

export const radiusStatus = z.object({
  /** Seconds online in the current session; null when offline. */
  timeOnline: z.number().int().nullable(),
  isConnected: z.boolean(),
  framedIpAddress: z.string().nullable(),
});
export type RadiusStatus = z.infer<typeof radiusStatus>;

// ─── Usage ──────────────────────────────────────────────────────────────────

const dailyUsage = z.object({ day: z.number().int(), downloadedBytes: z.number(), uploadedBytes: z.number() });
export type DailyUsage = z.infer<typeof dailyUsage>;

/** Spec §3 "Broadband monthly usage", fields exactly. */
export const broadbandMonthlyUsage = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  dailyUsage: z.array(dailyUsage),
  totalDownloadedBytes: z.number(),
  totalUploadedBytes: z.number(),
  averageDailyDownloadedBytes: z.number(),
  averageDailyUploadedBytes: z.number(),
  daysInMonth: z.number().int(),
  monthName: z.string(),
});
export type BroadbandMonthlyUsage = z.infer<typeof broadbandMonthlyUsage>;

/** (sandbox shape) Totals per month, for the yearly/monthly views. */
const usageMonthTotal = z.object({
  year: z.number().int(),
  month: z.number().int(),
  monthName: z.string(),
  totalDownloadedBytes: z.number(),
  totalUploadedBytes: z.number(),
});
export const broadbandUsageTotals = z.object({ serviceCode: z.string(), months: z.array(usageMonthTotal) });
export type BroadbandUsageTotals = z.infer<typeof broadbandUsageTotals>;

/** (sandbox shape) */
export const hourlyUsage = z.object({
  serviceCode: z.string(),
  date: isoDate,
  hours: z.array(z.object({ hour: z.number().int(), downloadedBytes: z.number(), uploadedBytes: z.number() })),
});
export type HourlyUsage = z.infer<typeof hourlyUsage>;

export const cdr = z.object({
  id,
  startedAt: isoDate,
  callingNumber: z.string(),
  calledNumber: z.string(),
  /** local, national, mobile, international, 13/1300 */
  callType: z.string(),
  durationSeconds: z.number().int(),
  costCents: cents,
  invoiced: z.boolean(),
});
export type Cdr = z.infer<typeof cdr>;
export const voipUsageResponse = z.object({ cdrs: z.array(cdr) });
export type VoipUsageResponse = z.infer<typeof voipUsageResponse>;

/** (sandbox shape) */
export const mobileMonthlyUsage = z.object({
  serviceCode: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  dataBytes: z.number(),
  dataAllowanceBytes: z.number().nullable(),
  callCount: z.number().int(),
  callSeconds: z.number().int(),
  smsCount: z.number().int(),
  costCents: cents,
});
export type MobileMonthlyUsage = z.infer<typeof mobileMonthlyUsage>;

/** GET account/services/mobile/sim/validate (sandbox shape). */
export const simValidation = z.looseObject({
  simNumber: z.string().nullish(),
  valid: z.boolean(),
  message: z.string().nullish(),
});
export type SimValidation = z.infer<typeof simValidation>;

/** POST account/services/mobile/personal-details/verify's body (sandbox shape). */
export interface PersonalDetails {
  contextId: string;
  serviceId: number;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  idType: "driver-licence" | "passport" | "medicare";
  idNumber: string;
}
export const personalDetailsVerified = z.looseObject({ verified: z.boolean() });

/** (sandbox shape) Gas (MJ) or electricity (kWh) reads, newest first. */
const energyReading = z.object({
  periodStart: isoDate,
  periodEnd: isoDate,
  quantity: z.number(),
  unit: z.enum(["kWh", "MJ"]),
  costCents: cents,
});
export const energyUsage = z.object({ serviceId: id, total: z.number().int(), usage: z.array(energyReading) });
export type EnergyUsage = z.infer<typeof energyUsage>;

// ─── Billing ────────────────────────────────────────────────────────────────

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

/** (sandbox shape) Answer of the account/actions/* writes. */
export const actionResponse = z.object({ reference: z.string(), status: z.string(), message: z.string() });
export type ActionResponse = z.infer<typeof actionResponse>;

/** (sandbox shape) */
export const paymentDetailsResponse = z.object({ paymentMethod: currentPaymentMethod });
export type PaymentDetailsResponse = z.infer<typeof paymentDetailsResponse>;

// ─── Plans and products ─────────────────────────────────────────────────────

export const contract = z.object({
  code: z.string(),
  name: z.string(),
  serviceType: z.string(),
  monthlyPriceCents: cents,
  /** Technology context the plan is sold for (spec §5 codes; 4–6 fixed wireless). */
  planContext: z.number().int().nullish(),
  description: z.string().nullish(),
  downloadMbps: z.number().nullish(),
  uploadMbps: z.number().nullish(),
  /** (sandbox shape) Minimum term in months (0 or absent: none) and the fee for leaving within it. */
  termMonths: z.number().int().nullish(),
  earlyExitFeeCents: cents.nullish(),
  /** (sandbox shape) Energy contracts: usage rate (cents per kWh or MJ), daily supply charge, discount. */
  usageRateCents: z.number().nullish(),
  usageUnit: z.string().nullish(),
  dailySupplyCents: z.number().nullish(),
  discountPercent: z.number().nullish(),
  discountText: z.string().nullish(),
});
export type Contract = z.infer<typeof contract>;
export const contractsResponse = z.object({ contracts: z.array(contract) });
export type ContractsResponse = z.infer<typeof contractsResponse>;

export const product = z.object({
  code: z.string(),
  name: z.string(),
  /** static-ip, hardware */
  productType: z.string(),
  /** One-off price (hardware) in cents. */
  priceCents: cents,
  monthlyPriceCents: cents,
  description: z.string().nullish(),
  /** (sandbox shape) The service types it is sold for; absent: every service its product type fits. */
  serviceTypes: z.array(z.string()).nullish(),
});
export type Product = z.infer<typeof product>;
export const productsResponse = z.object({ products: z.array(product) });
export type ProductsResponse = z.infer<typeof productsResponse>;

// ─── Outages, network, diagnostics ──────────────────────────────────────────

export const outage = z.object({
  id,
  avcId: z.string().nullish(),
  /** planned, unplanned */
  type: z.string(),
  /** active, scheduled, resolved */
  status: z.string(),
  title: z.string(),
  description: z.string(),
  startAt: isoDate,
  endAt: isoDate.nullish(),
});
export type Outage = z.infer<typeof outage>;
export const outagesResponse = z.object({ outages: z.array(outage) });
export type OutagesResponse = z.infer<typeof outagesResponse>;

/** (sandbox shape) */
export const networkStatus = z.object({
  /** operational, degraded, outage */
  status: z.string(),
  updatedAt: isoDate,
  incidents: z.array(z.object({ id, title: z.string(), region: z.string(), status: z.string(), startedAt: isoDate })),
});
export type NetworkStatus = z.infer<typeof networkStatus>;

export const diagnosticTestType = z.object({
  testType: z.string(),
  name: z.string(),
  description: z.string(),
  durationSeconds: z.number().int(),
});
export type DiagnosticTestType = z.infer<typeof diagnosticTestType>;
export const diagnosticTestsResponse = z.object({ tests: z.array(diagnosticTestType) });
export type DiagnosticTestsResponse = z.infer<typeof diagnosticTestsResponse>;

export const diagnosticResult = z.object({
  testId: z.string(),
  testType: z.string(),
  name: z.string(),
  /** pending, completed, failed */
  status: z.string(),
  /** pass, fail; null while pending */
  result: z.string().nullable(),
  summary: z.string().nullable(),
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  startedAt: isoDate,
  completedAt: isoDate.nullable(),
});
export type DiagnosticResult = z.infer<typeof diagnosticResult>;
export const diagnosticHistoryResponse = z.object({ history: z.array(diagnosticResult) });
export type DiagnosticHistoryResponse = z.infer<typeof diagnosticHistoryResponse>;
export const createTestResponse = z.object({ testId: z.string(), testType: z.string(), status: z.string() });
export type CreateTestResponse = z.infer<typeof createTestResponse>;

// ─── VoIP ───────────────────────────────────────────────────────────────────

export const voipSettings = z.object({
  id,
  phoneNumber: z.string(),
  callerIdBlocked: z.boolean(),
  callForwardingEnabled: z.boolean(),
  callForwardingNumber: z.string().nullable(),
  voicemailEnabled: z.boolean(),
  doNotDisturb: z.boolean(),
  passwordResetAt: isoDate.nullable(),
});
export type VoipSettings = z.infer<typeof voipSettings>;

/** The VoIP settings a caller may change (PATCH body). */
export const voipSettingsUpdate = voipSettings
  .pick({
    callerIdBlocked: true,
    callForwardingEnabled: true,
    callForwardingNumber: true,
    voicemailEnabled: true,
    doNotDisturb: true,
  })
  .partial();
export type VoipSettingsUpdate = z.infer<typeof voipSettingsUpdate>;

/** (sandbox shape) The new password goes to the account's email, never into the answer. */
export const voipResetPasswordResponse = z.object({ message: z.string(), sentTo: z.string() });
export type VoipResetPasswordResponse = z.infer<typeof voipResetPasswordResponse>;

// ─── Support ────────────────────────────────────────────────────────────────

export const supportTicketResponse = z.object({ reference: z.string(), status: z.string(), createdAt: isoDate });
export type SupportTicketResponse = z.infer<typeof supportTicketResponse>;

// ─── Lookups ────────────────────────────────────────────────────────────────

const codeName = z.object({ code: z.string(), name: z.string() });
export type CodeName = z.infer<typeof codeName>;
export const codeListResponse = z.object({ items: z.array(codeName) });
export type CodeListResponse = z.infer<typeof codeListResponse>;

/** (sandbox shape) */
export const settingsResponse = z.object({
  supportPhone: z.string(),
  features: z.record(z.string(), z.boolean()),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;

/** (sandbox shape) v2 account details. */
export const accountDetails = z.object({
  accountCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.string(),
  createdAt: isoDate,
  balanceCents: cents,
  paymentMethod: currentPaymentMethod.nullable(),
  serviceCount: z.number().int(),
});
export type AccountDetails = z.infer<typeof accountDetails>;

/** (sandbox shape) Answer of the management job triggers. */
export const jobResponse = z.object({ jobId: z.string(), job: z.string(), status: z.string(), queuedAt: isoDate });
export type JobResponse = z.infer<typeof jobResponse>;

/** (extension, decision 023) GET account/requests: everything the customer lodged, newest first. */
export const customerRequest = z.object({
  reference: z.string(),
  kind: z.string(),
  summary: z.string(),
  lodgedAt: isoDate,
  serviceCode: z.string().nullish(),
  effectiveDate: isoDate.nullish(),
  status: z.string(),
  nextStep: z.string(),
});
export type CustomerRequest = z.infer<typeof customerRequest>;
export const requestsResponse = z.object({ requests: z.array(customerRequest) });

/** (sandbox shape) */
export const hardwareOrdersResponse = z.object({
  orders: z.array(
    z.object({
      id,
      code: z.string(),
      productCode: z.string(),
      name: z.string(),
      status: z.string(),
      orderedAt: isoDate,
      trackingNumber: z.string().nullish(),
      /** (sandbox shape) The carrier's tracking page, once dispatched; what happens next. */
      trackingUrl: z.string().nullish(),
      nextStep: z.string().nullish(),
      /** (sandbox shape) Where it is posted, one line. */
      deliveryAddress: z.string().nullish(),
    }),
  ),
});
export type HardwareOrdersResponse = z.infer<typeof hardwareOrdersResponse>;

// ─── Mobile activation and port-in (sandbox shapes) ─────────────────────────

/** A code sent (port-in SMS, email): where to, as the provider shows it. */
export const codeSent = z.looseObject({ sentTo: z.string().nullish() });
/** A code or a check accepted. */
export const verifiedResponse = z.looseObject({ verified: z.boolean() });
/** POST mobile/submit-activation's answer. */
export const simActivation = z.looseObject({
  reference: z.string(),
  /** The request's status (as /requests shows it) and what happens next. */
  status: z.string(),
  nextStep: z.string().nullish(),
  /** The service's status after it (e.g. "Number transfer in progress"). */
  serviceStatus: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  message: z.string().nullish(),
});
export type Activation = z.infer<typeof simActivation>;
