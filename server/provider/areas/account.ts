import { calls } from "#server/provider/calls.ts";
import type { Http } from "#server/provider/http.ts";
import type { LooseBody } from "#server/provider/loose.ts";
import type { PersonalDetails } from "#server/provider/schemas/mobile.ts";
import type { Address, NotificationPreferences } from "#server/provider/schemas/profile.ts";
import type { LifeSupportEquipment } from "#server/provider/schemas/services.ts";

/** What the customer chooses of their notification preferences (the services with alerts are the provider's). */
export type NotificationPreferencesUpdate = Omit<NotificationPreferences, "dataAlertServices">;

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
    status: () => http.json(c.status),
    /** GET account/transactions?from&to → { transactions } */
    transactions: (q: DateRange = {}) => http.json(c.transactions, { query: { ...q } }),
    /** GET /api/v2/account/details/{id} (sandbox shape) */
    detailsV2: (a: { id: string | number }) => http.json(c.detailsV2, { params: { id: a.id } }),
    /** GET account/invoices/summary?from&to → { invoices } */
    invoicesSummary: (q: DateRange = {}) => http.json(c.invoicesSummary, { query: { ...q } }),
    /** GET account/invoices/full/{id} → invoice with lines */
    invoiceFull: (a: { id: number }) => http.json(c.invoiceFull, { params: { id: a.id } }),
    /** GET account/invoices/full/pdf/{id}?download&jwt — jwt is a single-use token from getOssToken. */
    invoicePdf: (a: { id: number; jwt: string; download?: boolean }) =>
      http.binary(c.invoicePdf, { params: { id: a.id }, query: { jwt: a.jwt, download: a.download } }),

    // ── Profile and contacts ──
    /** GET account/contacts/user-details → profile { accountCode, email, firstName, lastName, contacts, preferredMessageType } */
    userDetails: () => http.json(c.userDetails),
    /** GET account/contacts?contactTypes → { contacts } */
    contacts: (q: { contactTypes?: Codes } = {}) => http.json(c.contacts, { query: { ...q } }),
    /** POST account/contacts/update → the updated profile; 400 { message, errors? } on bad input. */
    updateContacts: (body: ProfileUpdate) => http.json(c.updateContacts, { body }),
    /** POST account/create (sandbox shape: details, address, plan, add-ons) → { accountCode, serviceCode } */
    create: (body: LooseBody) => http.json(c.create, { body }),
    /** POST account/communications/emails/sendgrid-events (no token; shape not shown) */
    sendgridEvents: (body: readonly LooseBody[]) => http.json(c.sendgridEvents, { body }),

    // ── Services ──
    /** GET account/services?codes&types → { services } */
    services: (q: { codes?: Codes; types?: Codes } = {}) => http.json(c.services, { query: { ...q } }),
    /** GET /api/v2/account/services?codes&types → { services } */
    servicesV2: (q: { codes?: Codes; types?: Codes } = {}) => http.json(c.servicesV2, { query: { ...q } }),
    /** GET account/services/notes?serviceId → { notes } */
    serviceNotes: (q: { serviceId: number }) => http.json(c.serviceNotes, { query: { ...q } }),
    /** GET account/services/history?serviceId → { history } */
    serviceHistory: (q: { serviceId: number }) => http.json(c.serviceHistory, { query: { ...q } }),

    // ── VoIP ──
    /** GET account/services/voip?codes → { services } */
    voipServices: (q: { codes?: Codes } = {}) => http.json(c.voipServices, { query: { ...q } }),
    /** GET account/services/voip/usage/{id}?from&to&uninvoiced → { cdrs } (dates YYYY-MM-DD) */
    voipUsage: (a: { id: number; from?: string; to?: string; uninvoiced?: boolean }) =>
      http.json(c.voipUsage, {
        params: { id: a.id },
        query: { from: a.from, to: a.to, uninvoiced: a.uninvoiced },
      }),
    /** GET account/services/voip/unbilled-cdrs → { cdrs } */
    voipUnbilledCdrs: () => http.json(c.voipUnbilledCdrs),
    /** GET account/services/voip/reset-password?phoneNumber&accountCode → { message, sentTo } */
    voipResetPassword: (q: { phoneNumber: string; accountCode: string }) =>
      http.json(c.voipResetPassword, { query: { ...q } }),

    // ── Mobile ──
    /** GET account/services/mobile/usage/monthly/{serviceCode}/{year}/{month} (sandbox shape) */
    mobileMonthlyUsage: (a: { serviceCode: string; year: number; month: number }) =>
      http.json(c.mobileMonthlyUsage, { params: { ...a } }),
    /** GET account/services/mobile/sim/validate?simNumber → { simNumber, valid, message } (sandbox shape) */
    mobileSimValidate: (q: { simNumber: string }) => http.json(c.mobileSimValidate, { query: { ...q } }),
    /** POST account/services/mobile/personal-details/verify → { verified } (sandbox shape) */
    mobilePersonalDetailsVerify: (body: PersonalDetails) => http.json(c.mobilePersonalDetailsVerify, { body }),

    // ── Energy ──
    /** GET account/services/energy → { services } */
    energyServices: () => http.json(c.energyServices),
    /** GET account/services/energy/gas?codes → { services } */
    gasServices: (q: { codes?: Codes } = {}) => http.json(c.gasServices, { query: { ...q } }),
    /** GET account/services/gas/usage/{id}?skip&take (sandbox shape) */
    gasUsage: (a: { id: number; skip?: number; take?: number }) =>
      http.json(c.gasUsage, { params: { id: a.id }, query: { skip: a.skip, take: a.take } }),
    /** GET account/services/energy/electricity?codes → { services } */
    electricityServices: (q: { codes?: Codes } = {}) => http.json(c.electricityServices, { query: { ...q } }),
    /** GET account/services/electricity/usage/{id}?skip&take (sandbox shape) */
    electricityUsage: (a: { id: number; skip?: number; take?: number }) =>
      http.json(c.electricityUsage, {
        params: { id: a.id },
        query: { skip: a.skip, take: a.take },
      }),
    /** GET account/services/electricity/usage/monthly/{id}/{year} (sandbox shape) */
    electricityMonthlyUsage: (a: { id: number; year: number }) =>
      http.json(c.electricityMonthlyUsage, { params: { ...a } }),
    /** GET account/services/electricity/usage/yearly/{id} (sandbox shape) */
    electricityYearlyUsage: (a: { id: number }) => http.json(c.electricityYearlyUsage, { params: { ...a } }),

    // ── Broadband ──
    /** GET account/services/broadband → { services } */
    broadbandServices: () => http.json(c.broadbandServices),
    /** GET account/services/broadband/nbn?codes → { services } */
    nbnServices: (q: { codes?: Codes } = {}) => http.json(c.nbnServices, { query: { ...q } }),
    /** GET account/services/broadband/dsl?codes → { services } */
    dslServices: (q: { codes?: Codes } = {}) => http.json(c.dslServices, { query: { ...q } }),
    /** GET account/services/broadband/usage/{id}?year → month totals of a year (sandbox shape) */
    broadbandUsage: (a: { id: number; year?: number }) =>
      http.json(c.broadbandUsage, { params: { id: a.id }, query: { year: a.year } }),
    /**
     * GET account/services/broadband/usage/daily/{serviceCode}/{start}/{end} → spec §3 broadband
     * monthly usage (the month of `start`, a row per day up to `end`). start/end: ISO dates.
     */
    broadbandMonthlyUsage: (a: { serviceCode: string; start: string; end: string }) =>
      http.json(c.broadbandMonthlyUsage, { params: { ...a } }),
    /** GET account/services/broadband/usage/monthly/{serviceCode}/{year} → month totals (sandbox shape) */
    broadbandUsageByMonth: (a: { serviceCode: string; year: number }) =>
      http.json(c.broadbandUsageByMonth, { params: { ...a } }),
    /** GET account/services/broadband/usage/yearly/{serviceCode} → totals of the last 13 months (sandbox shape) */
    broadbandYearlyUsage: (a: { serviceCode: string }) => http.json(c.broadbandYearlyUsage, { params: { ...a } }),
    /** GET account/services/broadband/usage/hourly/{serviceCode}/{date} (sandbox shape) */
    broadbandHourlyUsage: (a: { serviceCode: string; date: string }) =>
      http.json(c.broadbandHourlyUsage, { params: { ...a } }),
    /** GET account/services/broadband/is-in-radius?serviceId&avcId → { timeOnline, isConnected, framedIpAddress } */
    radiusStatus: (q: { serviceId: number; avcId?: string }) => http.json(c.radiusStatus, { query: { ...q } }),

    // ── Orders ──
    /** GET account/orders/hardware?codes (sandbox shape) */
    hardwareOrders: (q: { codes?: Codes } = {}) => http.json(c.hardwareOrders, { query: { ...q } }),
    /** GET account/orders/hardware/modem?codes (sandbox shape) */
    modemOrders: (q: { codes?: Codes } = {}) => http.json(c.modemOrders, { query: { ...q } }),
    /** GET account/requests (extension, decision 023) → { requests } newest first, with status and next step */
    requests: () => http.json(c.requests),
    /** GET account/requests/{reference} (extension, decision 079) → { request, messages } oldest first; 404 when not the account's */
    request: (a: { reference: string }) => http.json(c.request, { params: { reference: a.reference } }),
    /** POST account/requests/{reference}/messages { text } (extension, decision 079) → { message }; 409 when closed */
    requestReply: (a: { reference: string; text: string }) =>
      http.json(c.requestReply, { params: { reference: a.reference }, body: { text: a.text } }),
    /** GET account/payment-settings (extension, decision 079) → { bpay: { billerCode, customerReference } | null } */
    paymentSettings: () => http.json(c.paymentSettings),
    /** GET account/access-log (extension, decision 071) → { signIns, staffViews }, newest first */
    accessLog: () => http.json(c.accessLog),

    // ── Actions (writes) ──
    /** POST account/actions/change-contract { serviceId, contractCode } → { reference, status, message } */
    changeContract: (body: { serviceId: number; contractCode: string }) => http.json(c.changeContract, { body }),
    /** GET account/actions/change-contract/contracts?serviceCode → { contracts } the plans this service may move to */
    changeContractContracts: (q: { serviceCode: string }) => http.json(c.changeContractContracts, { query: { ...q } }),
    /** GET account/actions/change-contract/energy-contracts?serviceCode → { contracts } */
    changeContractEnergyContracts: (q: { serviceCode: string }) =>
      http.json(c.changeContractEnergyContracts, { query: { ...q } }),
    /** POST account/actions/add-service-product { serviceId, productCode } → { reference, status, message } */
    /** Hardware is posted to `deliveryAddress` (one line; sandbox shape), else the service's address. */
    addServiceProduct: (body: { serviceId: number; productCode: string; deliveryAddress?: string }) =>
      http.json(c.addServiceProduct, { body }),
    /** POST account/actions/support-ticket → { reference, status, createdAt } */
    supportTicket: (body: SupportTicketRequest) => http.json(c.supportTicket, { body }),
    /** POST account/actions/payment-plan → { reference, status, message } */
    paymentPlan: (body: PaymentPlanRequest) => http.json(c.paymentPlan, { body }),
    /** POST account/actions/update-credit-card { cardToken } → { paymentMethod } (masked) */
    updateCreditCard: (body: { cardToken: string }) => http.json(c.updateCreditCard, { body }),
    /** POST account/actions/update-payment-details (card token or direct debit) → { paymentMethod } (masked) */
    updatePaymentDetails: (body: PaymentDetailsUpdate) => http.json(c.updatePaymentDetails, { body }),
    /** Extension (docs/decisions/077): the direct debit stopped; each bill is then paid when due. */
    stopDirectDebit: () => http.json(c.stopDirectDebit, { body: {} }),
    /** POST account/actions/cancel-contract { serviceId, reason? } → { reference, status, message } */
    cancelContract: (body: { serviceId: number; reason?: string; cancellationDate?: string }) =>
      http.json(c.cancelContract, { body }),
    /** POST account/actions/move-address { serviceId, moveDate, address, appointmentId? } → { reference, status, message } */
    moveAddress: (body: { serviceId: number; moveDate: string; address: Address; appointmentId?: string }) =>
      http.json(c.moveAddress, { body }),
    /** GET account/actions/move-address/appointments (extension, decision 048) → { technicianNeeded, slots } */
    moveAppointments: (q: { locationId: string; moveDate: string }) =>
      http.json(c.moveAppointments, { query: { ...q } }),

    // ── Life support, a lost or stolen SIM, notification preferences (extensions, decision 080) ──
    /** POST account/actions/life-support/register → { reference, status, message, medicalConfirmationDue }; the distributor is told */
    lifeSupportRegister: (body: { serviceId: number; equipment: LifeSupportEquipment; personName: string }) =>
      http.json(c.lifeSupportRegister, { body }),
    /** POST account/actions/life-support/remove { serviceId, reason } → { reference, status, message } */
    lifeSupportRemove: (body: { serviceId: number; reason: string }) => http.json(c.lifeSupportRemove, { body }),
    /** POST account/actions/sim-block { serviceId, reason, deliveryAddress } → { reference, … }; a replacement SIM is posted */
    simBlock: (body: { serviceId: number; reason: "lost" | "stolen"; deliveryAddress: string }) =>
      http.json(c.simBlock, { body }),
    /** POST account/actions/sim-unblock { serviceId } → { reference, status, message } */
    simUnblock: (body: { serviceId: number }) => http.json(c.simUnblock, { body }),
    /** GET account/notification-preferences → data alerts, bill reminder, their channel, bill delivery */
    notificationPreferences: () => http.json(c.notificationPreferences),
    /** POST account/notification-preferences/update → the preferences as saved */
    updateNotificationPreferences: (body: NotificationPreferencesUpdate) =>
      http.json(c.updateNotificationPreferences, { body }),

    // ── Sales checks (shapes not shown) ──
    check: (body: LooseBody) => http.json(c.check, { body }),
    verify: (body: LooseBody) => http.json(c.verify, { body }),
    verifySaleQuote: (body: LooseBody) => http.json(c.verifySaleQuote, { body }),
    saleQuoteSummary: (body: LooseBody) => http.json(c.saleQuoteSummary, { body }),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
