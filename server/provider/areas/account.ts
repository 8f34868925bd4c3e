import { calls } from "#server/provider/calls.ts";
import type { Http } from "#server/provider/http.ts";
import { looseObject } from "#server/provider/loose.ts";
import type { LooseBody } from "#server/provider/loose.ts";
import * as s from "#server/provider/schemas.ts";

const c = calls.account;

type Codes = readonly string[];
export interface DateRange {
  /** YYYY-MM-DD */
  from?: string;
  /** YYYY-MM-DD */
  to?: string;
}

export interface ContactUpdate {
  id?: number;
  contactType: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  phoneMobile?: string | null;
  phoneHome?: string | null;
}

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  email?: string;
  preferredMessageType?: string;
  contacts?: ContactUpdate[];
}

export type PaymentDetailsUpdate =
  | { type: "card"; cardToken: string }
  | { type: "directDebit"; accountName: string; bsb: string; accountNumber: string };

export interface PaymentPlanRequest {
  instalmentCents: number;
  frequency: "weekly" | "fortnightly" | "monthly";
  /** YYYY-MM-DD */
  startDate: string;
  reason?: string;
}

export interface SupportTicketRequest {
  /** complaint, fault or general */
  category: "complaint" | "fault" | "general";
  subject: string;
  description: string;
  serviceId?: number;
  contactPhone?: string;
}

export function accountApi(http: Http) {
  return {
    // ── Account and billing ──
    /** GET account/status → { balanceCents, dueDate, overdue, paymentMethod (masked) … } */
    status: () => http.json(c.status, { schema: s.accountStatus }),
    /** GET account/transactions?from&to → { transactions } */
    transactions: (q: DateRange = {}) => http.json(c.transactions, { query: { ...q }, schema: s.transactionsResponse }),
    /** GET /api/v2/account/details/{id} (sandbox shape) */
    detailsV2: (a: { id: string | number }) =>
      http.json(c.detailsV2, { params: { id: a.id }, schema: s.accountDetails }),
    /** GET account/invoices/summary?from&to → { invoices } */
    invoicesSummary: (q: DateRange = {}) =>
      http.json(c.invoicesSummary, { query: { ...q }, schema: s.invoicesSummaryResponse }),
    /** GET account/invoices/full/{id} → invoice with lines */
    invoiceFull: (a: { id: number }) => http.json(c.invoiceFull, { params: { id: a.id }, schema: s.invoiceFull }),
    /** GET account/invoices/full/pdf/{id}?download&jwt — jwt is a single-use token from getOssToken. */
    invoicePdf: (a: { id: number; jwt: string; download?: boolean }) =>
      http.binary(c.invoicePdf, { params: { id: a.id }, query: { jwt: a.jwt, download: a.download } }),

    // ── Profile and contacts ──
    /** GET account/contacts/user-details → profile { accountCode, email, firstName, lastName, contacts, preferredMessageType } */
    userDetails: () => http.json(c.userDetails, { schema: s.profile }),
    /** GET account/contacts?contactTypes → { contacts } */
    contacts: (q: { contactTypes?: Codes } = {}) =>
      http.json(c.contacts, { query: { ...q }, schema: s.contactsResponse }),
    /** POST account/contacts/update → the updated profile; 400 { message, errors? } on bad input. */
    updateContacts: (body: ProfileUpdate) => http.json(c.updateContacts, { body, schema: s.profile }),
    /** POST account/create (sandbox shape: details, address, plan, add-ons) → { accountCode, serviceCode } */
    create: (body: LooseBody) => http.json(c.create, { body, schema: s.accountCreated }),
    /** POST account/communications/emails/sendgrid-events (no token; shape not shown) */
    sendgridEvents: (body: readonly LooseBody[]) => http.json(c.sendgridEvents, { body, schema: looseObject }),

    // ── Services ──
    /** GET account/services?codes&types → { services } */
    services: (q: { codes?: Codes; types?: Codes } = {}) =>
      http.json(c.services, { query: { ...q }, schema: s.servicesResponse }),
    /** GET /api/v2/account/services?codes&types → { services } */
    servicesV2: (q: { codes?: Codes; types?: Codes } = {}) =>
      http.json(c.servicesV2, { query: { ...q }, schema: s.servicesResponse }),
    /** GET account/services/notes?serviceId → { notes } */
    serviceNotes: (q: { serviceId: number }) => http.json(c.serviceNotes, { query: { ...q }, schema: s.notesResponse }),
    /** GET account/services/history?serviceId → { history } */
    serviceHistory: (q: { serviceId: number }) =>
      http.json(c.serviceHistory, { query: { ...q }, schema: s.historyResponse }),

    // ── VoIP ──
    /** GET account/services/voip?codes → { services } */
    voipServices: (q: { codes?: Codes } = {}) =>
      http.json(c.voipServices, { query: { ...q }, schema: s.servicesResponse }),
    /** GET account/services/voip/usage/{id}?from&to&uninvoiced → { cdrs } (dates YYYY-MM-DD) */
    voipUsage: (a: { id: number; from?: string; to?: string; uninvoiced?: boolean }) =>
      http.json(c.voipUsage, {
        params: { id: a.id },
        query: { from: a.from, to: a.to, uninvoiced: a.uninvoiced },
        schema: s.voipUsageResponse,
      }),
    /** GET account/services/voip/unbilled-cdrs → { cdrs } */
    voipUnbilledCdrs: () => http.json(c.voipUnbilledCdrs, { schema: s.voipUsageResponse }),
    /** GET account/services/voip/reset-password?phoneNumber&accountCode → { message, sentTo } */
    voipResetPassword: (q: { phoneNumber: string; accountCode: string }) =>
      http.json(c.voipResetPassword, { query: { ...q }, schema: s.voipResetPasswordResponse }),

    // ── Mobile ──
    /** GET account/services/mobile/usage/monthly/{serviceCode}/{year}/{month} (sandbox shape) */
    mobileMonthlyUsage: (a: { serviceCode: string; year: number; month: number }) =>
      http.json(c.mobileMonthlyUsage, { params: { ...a }, schema: s.mobileMonthlyUsage }),
    /** GET account/services/mobile/sim/validate?simNumber → { simNumber, valid, message } (sandbox shape) */
    mobileSimValidate: (q: { simNumber: string }) =>
      http.json(c.mobileSimValidate, { query: { ...q }, schema: s.simValidation }),
    /** POST account/services/mobile/personal-details/verify → { verified } (sandbox shape) */
    mobilePersonalDetailsVerify: (body: s.PersonalDetails) =>
      http.json(c.mobilePersonalDetailsVerify, { body, schema: s.personalDetailsVerified }),

    // ── Energy ──
    /** GET account/services/energy → { services } */
    energyServices: () => http.json(c.energyServices, { schema: s.servicesResponse }),
    /** GET account/services/energy/gas?codes → { services } */
    gasServices: (q: { codes?: Codes } = {}) =>
      http.json(c.gasServices, { query: { ...q }, schema: s.servicesResponse }),
    /** GET account/services/gas/usage/{id}?skip&take (sandbox shape) */
    gasUsage: (a: { id: number; skip?: number; take?: number }) =>
      http.json(c.gasUsage, { params: { id: a.id }, query: { skip: a.skip, take: a.take }, schema: s.energyUsage }),
    /** GET account/services/energy/electricity?codes → { services } */
    electricityServices: (q: { codes?: Codes } = {}) =>
      http.json(c.electricityServices, { query: { ...q }, schema: s.servicesResponse }),
    /** GET account/services/electricity/usage/{id}?skip&take (sandbox shape) */
    electricityUsage: (a: { id: number; skip?: number; take?: number }) =>
      http.json(c.electricityUsage, {
        params: { id: a.id },
        query: { skip: a.skip, take: a.take },
        schema: s.energyUsage,
      }),
    /** GET account/services/electricity/usage/monthly/{id}/{year} (sandbox shape) */
    electricityMonthlyUsage: (a: { id: number; year: number }) =>
      http.json(c.electricityMonthlyUsage, { params: { ...a }, schema: s.energyUsage }),
    /** GET account/services/electricity/usage/yearly/{id} (sandbox shape) */
    electricityYearlyUsage: (a: { id: number }) =>
      http.json(c.electricityYearlyUsage, { params: { ...a }, schema: s.energyUsage }),

    // ── Broadband ──
    /** GET account/services/broadband → { services } */
    broadbandServices: () => http.json(c.broadbandServices, { schema: s.servicesResponse }),
    /** GET account/services/broadband/nbn?codes → { services } */
    nbnServices: (q: { codes?: Codes } = {}) =>
      http.json(c.nbnServices, { query: { ...q }, schema: s.servicesResponse }),
    /** GET account/services/broadband/dsl?codes → { services } */
    dslServices: (q: { codes?: Codes } = {}) =>
      http.json(c.dslServices, { query: { ...q }, schema: s.servicesResponse }),
    /** GET account/services/broadband/usage/{id}?year → month totals of a year (sandbox shape) */
    broadbandUsage: (a: { id: number; year?: number }) =>
      http.json(c.broadbandUsage, { params: { id: a.id }, query: { year: a.year }, schema: s.broadbandUsageTotals }),
    /**
     * GET account/services/broadband/usage/daily/{serviceCode}/{start}/{end} → spec §3 broadband
     * monthly usage (the month of `start`, a row per day up to `end`). start/end: ISO dates.
     */
    broadbandMonthlyUsage: (a: { serviceCode: string; start: string; end: string }) =>
      http.json(c.broadbandMonthlyUsage, { params: { ...a }, schema: s.broadbandMonthlyUsage }),
    /** GET account/services/broadband/usage/monthly/{serviceCode}/{year} → month totals (sandbox shape) */
    broadbandUsageByMonth: (a: { serviceCode: string; year: number }) =>
      http.json(c.broadbandUsageByMonth, { params: { ...a }, schema: s.broadbandUsageTotals }),
    /** GET account/services/broadband/usage/yearly/{serviceCode} → totals of the last 13 months (sandbox shape) */
    broadbandYearlyUsage: (a: { serviceCode: string }) =>
      http.json(c.broadbandYearlyUsage, { params: { ...a }, schema: s.broadbandUsageTotals }),
    /** GET account/services/broadband/usage/hourly/{serviceCode}/{date} (sandbox shape) */
    broadbandHourlyUsage: (a: { serviceCode: string; date: string }) =>
      http.json(c.broadbandHourlyUsage, { params: { ...a }, schema: s.hourlyUsage }),
    /** GET account/services/broadband/is-in-radius?serviceId&avcId → { timeOnline, isConnected, framedIpAddress } */
    radiusStatus: (q: { serviceId: number; avcId?: string }) =>
      http.json(c.radiusStatus, { query: { ...q }, schema: s.radiusStatus }),

    // ── Orders ──
    /** GET account/orders/hardware?codes (sandbox shape) */
    hardwareOrders: (q: { codes?: Codes } = {}) =>
      http.json(c.hardwareOrders, { query: { ...q }, schema: s.hardwareOrdersResponse }),
    /** GET account/orders/hardware/modem?codes (sandbox shape) */
    modemOrders: (q: { codes?: Codes } = {}) =>
      http.json(c.modemOrders, { query: { ...q }, schema: s.hardwareOrdersResponse }),
    /** GET account/requests (extension, decision 023) → { requests } newest first, with status and next step */
    requests: () => http.json(c.requests, { schema: s.requestsResponse }),

    // ── Actions (writes) ──
    /** POST account/actions/change-contract { serviceId, contractCode } → { reference, status, message } */
    changeContract: (body: { serviceId: number; contractCode: string }) =>
      http.json(c.changeContract, { body, schema: s.actionResponse }),
    /** GET account/actions/change-contract/contracts?serviceCode → { contracts } the plans this service may move to */
    changeContractContracts: (q: { serviceCode: string }) =>
      http.json(c.changeContractContracts, { query: { ...q }, schema: s.contractsResponse }),
    /** GET account/actions/change-contract/energy-contracts?serviceCode → { contracts } */
    changeContractEnergyContracts: (q: { serviceCode: string }) =>
      http.json(c.changeContractEnergyContracts, { query: { ...q }, schema: s.contractsResponse }),
    /** POST account/actions/add-service-product { serviceId, productCode } → { reference, status, message } */
    addServiceProduct: (body: { serviceId: number; productCode: string }) =>
      http.json(c.addServiceProduct, { body, schema: s.actionResponse }),
    /** POST account/actions/support-ticket → { reference, status, createdAt } */
    supportTicket: (body: SupportTicketRequest) =>
      http.json(c.supportTicket, { body, schema: s.supportTicketResponse }),
    /** POST account/actions/payment-plan → { reference, status, message } */
    paymentPlan: (body: PaymentPlanRequest) => http.json(c.paymentPlan, { body, schema: s.actionResponse }),
    /** POST account/actions/update-credit-card { cardToken } → { paymentMethod } (masked) */
    updateCreditCard: (body: { cardToken: string }) =>
      http.json(c.updateCreditCard, { body, schema: s.paymentDetailsResponse }),
    /** POST account/actions/update-payment-details (card token or direct debit) → { paymentMethod } (masked) */
    updatePaymentDetails: (body: PaymentDetailsUpdate) =>
      http.json(c.updatePaymentDetails, { body, schema: s.paymentDetailsResponse }),
    /** POST account/actions/cancel-contract { serviceId, reason? } → { reference, status, message } */
    cancelContract: (body: { serviceId: number; reason?: string; cancellationDate?: string }) =>
      http.json(c.cancelContract, { body, schema: s.actionResponse }),
    /** POST account/actions/move-address { serviceId, moveDate, address, appointmentId? } → { reference, status, message } */
    moveAddress: (body: { serviceId: number; moveDate: string; address: s.Address; appointmentId?: string }) =>
      http.json(c.moveAddress, { body, schema: s.actionResponse }),
    /** GET account/actions/move-address/appointments (extension, decision 048) → { technicianNeeded, slots } */
    moveAppointments: (q: { locationId: string; moveDate: string }) =>
      http.json(c.moveAppointments, { query: { ...q }, schema: s.moveAppointmentsResponse }),

    // ── Sales checks (shapes not shown) ──
    check: (body: LooseBody) => http.json(c.check, { body, schema: looseObject }),
    verify: (body: LooseBody) => http.json(c.verify, { body, schema: looseObject }),
    verifySaleQuote: (body: LooseBody) => http.json(c.verifySaleQuote, { body, schema: looseObject }),
    saleQuoteSummary: (body: LooseBody) => http.json(c.saleQuoteSummary, { body, schema: looseObject }),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
