/**
 * The catalogue of every provider call of spec §7 (plus the MFA extension of DESIGN §4, the
 * password extension of docs/decisions/043, the staff side's of 071, the conversations and BPAY of
 * 079, and life support, a lost SIM's block and notification preferences of 080).
 * One source of truth for the client (server/provider/areas/*), the sandbox router and the
 * coverage test. Paths are relative to `/api/v{version}/`; `{name}` is a path parameter.
 * How the spec's shorthand was turned into full paths: docs/decisions/002-provider-paths.md.
 */

import { looseObject } from "#server/provider/loose.ts";
import type { LooseObject } from "#server/provider/loose.ts";
import * as authentication from "#server/provider/schemas/authentication.ts";
import * as billing from "#server/provider/schemas/billing.ts";
import * as common from "#server/provider/schemas/common.ts";
import * as lookup from "#server/provider/schemas/lookup.ts";
import * as management from "#server/provider/schemas/management.ts";
import * as mobile from "#server/provider/schemas/mobile.ts";
import * as network from "#server/provider/schemas/network.ts";
import * as plans from "#server/provider/schemas/plans.ts";
import * as profile from "#server/provider/schemas/profile.ts";
import * as requests from "#server/provider/schemas/requests.ts";
import * as sale from "#server/provider/schemas/sale.ts";
import * as services from "#server/provider/schemas/services.ts";
import * as usage from "#server/provider/schemas/usage.ts";
import * as staff from "#server/provider/schemas/staff.ts";
import { type CallDef, type DefOptions, def, get, post } from "#server/provider/call-def.ts";

export type Area =
  | "templates"
  | "qualification"
  | "sale"
  | "wholesale"
  | "reports"
  | "mobile"
  | "management"
  | "lookup"
  | "creditCard"
  | "authentication"
  | "account";

const job = (path: string, extra: readonly string[] = []) =>
  get(`management/jobs/${path}`, { query: ["jobId", ...extra], changes: true, response: management.jobResponse });
const contracts = (path: string) =>
  get(`lookup/contracts/${path}`, { query: ["codes"], response: plans.contractsResponse });
const codeList = (path: string) => get(`lookup/address/${path}`, { response: lookup.codeListResponse });
const cron = (path: string) => post(`management/jobs/services/${path}`, { response: management.jobResponse });
/** Sales calls whose request and answer the spec does not show (the sandbox's shapes). */
const saleLoose = (path: string, o: DefOptions<LooseObject> = {}) => post(path, { ...o, response: looseObject });

export const calls = {
  templates: {
    render: post("templates/render", { response: looseObject }),
  },
  qualification: {
    nbnByAddress: post("service-qualification/nbn/by-address", { response: sale.qualificationResponse }),
    mobileByAddress: post("service-qualification/mobile/by-address", { response: sale.qualificationResponse }),
    dslByAddress: post("service-qualification/dsl/by-address", { response: sale.qualificationResponse }),
    energyByPostCode: get("service-qualification/energy/by-post-code", {
      query: ["postCode"],
      response: sale.energyQualificationResponse,
    }),
    energy: post("service-qualification/energy", { response: looseObject }),
  },
  sale: {
    product: saleLoose("sale/product"),
    orderSummary: saleLoose("sale/order/summary"),
    orderSummaryV2: saleLoose("sale/order/summary", { version: 2 }),
    energy: saleLoose("sale/energy"),
    mobile: saleLoose("sale/mobile"),
    voip: saleLoose("sale/voip"),
    broadband: saleLoose("sale/broadband"),
    broadbandRegisterDetails: saleLoose("sale/broadband/register-details"),
    broadbandQuote: post("sale/broadband/quote", { response: sale.broadbandQuote }),
    broadbandTerms: get("sale/broadband/terms/{code}", {
      query: ["hardwareCode", "nbnLocId", "voipCode", "voipPortNumberFlag"],
      response: sale.broadbandTerms,
    }),
  },
  wholesale: {
    locationSearch: get("superloop/location-search", { query: ["query"], response: sale.locationSearchResponse }),
    serviceQualification: post("superloop/service-qualification", { response: looseObject }),
    voipService: get("superloop-group/service-management/voip-services/{id}", { response: network.voipSettings }),
    updateVoipService: def("PATCH", "superloop-group/service-management/update-voip-services/{id}", {
      response: network.voipSettings,
    }),
    outages: get("superloop-group/outage-management", { query: ["avcId"], response: network.outagesResponse }),
    diagnostics: get("superloop/diagnostics", {
      query: ["supplierServiceId", "supplier"],
      response: network.diagnosticTestsResponse,
    }),
    createDiagnosticTest: get("superloop/diagnostics/create-test", {
      changes: true,
      query: ["supplierServiceId", "testType", "supplier"],
      response: network.createTestResponse,
    }),
    diagnosticHistory: get("superloop/diagnostics/history", {
      query: ["supplierServiceId", "supplier"],
      response: network.diagnosticHistoryResponse,
    }),
    diagnosticResult: get("superloop/diagnostics/get-result", {
      query: ["testId"],
      response: network.diagnosticResult,
    }),
  },
  reports: {
    nbnServices: get("reports/nbn/services.{format}", { query: ["isActive"] }),
    nbnUsage: get("reports/nbn/usage.{format}", { query: ["year", "month"] }),
    failedPayments: get("reports/financial/failed-payments.{format}", { query: ["fromDate", "toDate"] }),
  },
  mobile: {
    initiateEmailVerification: post("mobile/initiate-email-verification", { response: mobile.codeSent }),
    handleEmailVerification: post("mobile/handle-email-verification", { response: mobile.verifiedResponse }),
    initiatePortInVerification: post("mobile/initiate-port-in-verification", { response: mobile.codeSent }),
    submitActivation: post("mobile/submit-activation", { response: mobile.simActivation }),
    validatePortInVerification: post("mobile/validate-port-in-verification", { response: mobile.verifiedResponse }),
  },
  management: {
    usageDataEntry: post("management/test-data-entry/usage-data-entry", { response: looseObject }),
    assignStaticIp: post("management/settings/static-ips/assign", { response: looseObject }),
    unassignStaticIp: post("management/settings/static-ips/unassign", { response: looseObject }),
    importVoipCdrs: job("voip/import-cdrs/{carrier}"),
    copyVoipCdrs: job("voip/copy-cdrs/{carrier}"),
    expiredPasswordNotification: job("notifications/expired-passwords"),
    creditCardExpiryNotification: job("notifications/credit-card-expiry"),
    taskEmails: job("emails/tasks"),
    issueEmails: job("emails/issues"),
    usageAlerts: job("usage/alerts"),
    pendingCancelation: job("services/pending-cancelation"),
    syncRadiusUsers: job("radius/sync-users"),
    syncRadiusContracts: job("radius/sync-contracts"),
    nbnImportCsv: job("nbn/import-csv"),
    nbnExtractZip: job("nbn/extract-zip"),
    nbnDownloadZip: job("nbn/download-zip", ["queue", "seed"]),
    payments: job("billing/payments"),
    reminders: job("billing/reminders"),
    failedPayments: job("billing/failed-payments"),
    invoices: job("billing/invoices"),
    overdue: job("billing/overdue"),
    recurringWhatIf: job("billing/recurring-what-if", ["to", "atDate"]),
    contractCosts: job("contracts/costs"),
    removeAccountsWithoutServices: job("accounts/remove-without-services"),
    triggerDataLimitCronJob: cron("trigger-data-limit-cron-job"),
    triggerScheduleGasUsageJobCronJob: cron("trigger-schedule-gas-usage-job-cron-job"),
    triggerElectricityUsageCronJob: cron("trigger-electricity-usage-cron-job"),
    /** Extension (decision 071): the support desk's search box; staff only. */
    customerSearch: get("management/customers/search", {
      query: ["q"],
      extension: true,
      response: staff.customerSearchResponse,
    }),
  },
  lookup: {
    availablePaymentMethods: get("lookup/payment/available-payment-methods", {
      response: billing.availablePaymentMethodsResponse,
    }),
    settings: get("lookup/settings", { response: lookup.settingsResponse }),
    serviceProducts: get("lookup/products/service", {
      query: ["serviceCode", "codes", "productType"],
      response: plans.productsResponse,
    }),
    hardwareProducts: get("lookup/products/hardware", { query: ["codes"], response: plans.productsResponse }),
    networkStatus: get("lookup/network-status", { response: network.networkStatus }),
    voipContracts: contracts("voip"),
    mobileContracts: contracts("mobile"),
    gasContracts: contracts("energy/gas"),
    electricityContracts: contracts("energy/electricity"),
    nbnContracts: contracts("broadband/nbn"),
    unitiContracts: contracts("broadband/uniti"),
    dslContracts: contracts("broadband/dsl"),
    unitTypes: codeList("unit-types"),
    streetTypes: codeList("street-types"),
    levelTypes: codeList("level-types"),
    lotTypes: codeList("lot-types"),
    locationStates: codeList("location-states"),
    invoice: get("lookup/account/invoice/{id}", { response: billing.invoiceFull }),
  },
  creditCard: {
    tokenReceipt: post("credit-card/token-receipt/{accountCode}/{authKey}", {
      noToken: true,
      response: billing.cardTokenReceipt,
    }),
    takePayment: post("credit-card/take-payment", { response: billing.takePaymentResponse }),
    authToken: get("credit-card/auth-token/{accountCode}/{wid}", {
      query: ["customerRef"],
      noToken: true,
      response: billing.cardAuthToken,
    }),
  },
  authentication: {
    testToken: get("authentication/test-token", { response: authentication.testTokenResponse }),
    refreshToken: get("authentication/refresh-token", { changes: true, response: authentication.tokenResponse }),
    getToken: post("authentication/get-token", { noToken: true, response: authentication.tokenResponse }),
    getOssToken: post("authentication/get-oss-token", { response: authentication.tokenResponse }),
    authenticateViaEmail: post("authentication/authenticate-via-email", {
      noToken: true,
      response: common.messageResponse,
    }),
    mfaSend: post("authentication/mfa/send", { extension: true, response: authentication.mfaSendResponse }),
    mfaVerify: post("authentication/mfa/verify", { extension: true, response: authentication.mfaVerifyResponse }),
    // The password extension (docs/decisions/043): none of it is in spec §7.
    passwordStatus: get("authentication/password", {
      extension: true,
      response: authentication.passwordStatusResponse,
    }),
    passwordResetRequest: post("authentication/password/reset-request", {
      noToken: true,
      extension: true,
      response: common.messageResponse,
    }),
    passwordResetCheck: post("authentication/password/reset-check", {
      noToken: true,
      extension: true,
      response: common.messageResponse,
    }),
    passwordReset: post("authentication/password/reset", {
      noToken: true,
      extension: true,
      response: authentication.passwordResetResponse,
    }),
    passwordChange: post("authentication/password/change", { extension: true, response: common.messageResponse }),
    passwordSet: post("authentication/password/set", { extension: true, response: common.messageResponse }),
    // The new-mobile extension (decision 060): a changed mobile proves it is the customer's first.
    newMobileSend: post("authentication/new-mobile/send", {
      extension: true,
      response: authentication.newMobileSendResponse,
    }),
    newMobileVerify: post("authentication/new-mobile/verify", {
      extension: true,
      response: authentication.newMobileVerifyResponse,
    }),
  },
  account: {
    transactions: get("account/transactions", { query: ["from", "to"], response: billing.transactionsResponse }),
    status: get("account/status", { response: billing.accountStatus }),
    detailsV2: get("account/details/{id}", { version: 2, response: profile.accountDetails }),
    services: get("account/services", { query: ["codes", "types"], response: services.servicesResponse }),
    servicesV2: get("account/services", { query: ["codes", "types"], version: 2, response: services.servicesResponse }),
    voipServices: get("account/services/voip", { query: ["codes"], response: services.servicesResponse }),
    voipUsage: get("account/services/voip/usage/{id}", {
      query: ["from", "to", "uninvoiced"],
      response: usage.voipUsageResponse,
    }),
    voipUnbilledCdrs: get("account/services/voip/unbilled-cdrs", { response: usage.voipUsageResponse }),
    voipResetPassword: get("account/services/voip/reset-password", {
      changes: true,
      query: ["phoneNumber", "accountCode"],
      response: network.voipResetPasswordResponse,
    }),
    mobileMonthlyUsage: get("account/services/mobile/usage/monthly/{serviceCode}/{year}/{month}", {
      response: usage.mobileMonthlyUsage,
    }),
    mobileSimValidate: get("account/services/mobile/sim/validate", {
      query: ["simNumber"],
      response: mobile.simValidation,
    }),
    mobilePersonalDetailsVerify: post("account/services/mobile/personal-details/verify", {
      response: mobile.personalDetailsVerified,
    }),
    energyServices: get("account/services/energy", { response: services.servicesResponse }),
    gasServices: get("account/services/energy/gas", { query: ["codes"], response: services.servicesResponse }),
    gasUsage: get("account/services/gas/usage/{id}", { query: ["skip", "take"], response: usage.energyUsage }),
    electricityServices: get("account/services/energy/electricity", {
      query: ["codes"],
      response: services.servicesResponse,
    }),
    electricityUsage: get("account/services/electricity/usage/{id}", {
      query: ["skip", "take"],
      response: usage.energyUsage,
    }),
    electricityMonthlyUsage: get("account/services/electricity/usage/monthly/{id}/{year}", {
      response: usage.energyUsage,
    }),
    electricityYearlyUsage: get("account/services/electricity/usage/yearly/{id}", { response: usage.energyUsage }),
    broadbandServices: get("account/services/broadband", { response: services.servicesResponse }),
    nbnServices: get("account/services/broadband/nbn", { query: ["codes"], response: services.servicesResponse }),
    dslServices: get("account/services/broadband/dsl", { query: ["codes"], response: services.servicesResponse }),
    broadbandUsage: get("account/services/broadband/usage/{id}", {
      query: ["year"],
      response: usage.broadbandUsageTotals,
    }),
    /** Spec §3 "broadband monthly usage": a row per day of the month of {start}. */
    broadbandMonthlyUsage: get("account/services/broadband/usage/daily/{serviceCode}/{start}/{end}", {
      response: usage.broadbandMonthlyUsage,
    }),
    broadbandUsageByMonth: get("account/services/broadband/usage/monthly/{serviceCode}/{year}", {
      response: usage.broadbandUsageTotals,
    }),
    broadbandYearlyUsage: get("account/services/broadband/usage/yearly/{serviceCode}", {
      response: usage.broadbandUsageTotals,
    }),
    broadbandHourlyUsage: get("account/services/broadband/usage/hourly/{serviceCode}/{date}", {
      response: usage.hourlyUsage,
    }),
    radiusStatus: get("account/services/broadband/is-in-radius", {
      query: ["serviceId", "avcId"],
      response: services.radiusStatus,
    }),
    serviceHistory: get("account/services/history", { query: ["serviceId"], response: services.historyResponse }),
    serviceNotes: get("account/services/notes", { query: ["serviceId"], response: services.notesResponse }),
    hardwareOrders: get("account/orders/hardware", { query: ["codes"], response: requests.hardwareOrdersResponse }),
    modemOrders: get("account/orders/hardware/modem", { query: ["codes"], response: requests.hardwareOrdersResponse }),
    /** Extension (decision 023): everything the customer lodged, with status and next step. */
    requests: get("account/requests", { extension: true, response: requests.requestsResponse }),
    /** Extensions (decision 079): a ticket's conversation and the customer's reply; BPAY's biller code and reference. */
    request: get("account/requests/{reference}", { extension: true, response: requests.requestConversationResponse }),
    requestReply: post("account/requests/{reference}/messages", {
      extension: true,
      response: requests.requestReplyResponse,
    }),
    paymentSettings: get("account/payment-settings", { extension: true, response: billing.paymentSettingsResponse }),
    /** Extension (decision 071): the account's recent sign-ins and each view of it by our staff. */
    accessLog: get("account/access-log", { extension: true, response: staff.accessLogResponse }),
    invoicesSummary: get("account/invoices/summary", {
      query: ["from", "to"],
      response: billing.invoicesSummaryResponse,
    }),
    invoiceFull: get("account/invoices/full/{id}", { response: billing.invoiceFull }),
    invoicePdf: get("account/invoices/full/pdf/{id}", { query: ["download", "jwt"] }),
    create: post("account/create", { response: sale.accountCreated }),
    contacts: get("account/contacts", { query: ["contactTypes"], response: profile.contactsResponse }),
    userDetails: get("account/contacts/user-details", { response: profile.profile }),
    updateContacts: post("account/contacts/update", { response: profile.profile }),
    sendgridEvents: post("account/communications/emails/sendgrid-events", { noToken: true, response: looseObject }),
    cancelContract: post("account/actions/cancel-contract", { response: requests.actionResponse }),
    paymentPlan: post("account/actions/payment-plan", { response: requests.actionResponse }),
    updateCreditCard: post("account/actions/update-credit-card", { response: billing.paymentDetailsResponse }),
    updatePaymentDetails: post("account/actions/update-payment-details", { response: billing.paymentDetailsResponse }),
    /** Extension (docs/decisions/077): stop the direct debit ("pay when due"); body `{}`. */
    stopDirectDebit: post("account/actions/stop-direct-debit", {
      extension: true,
      response: billing.stopDirectDebitResponse,
    }),
    supportTicket: post("account/actions/support-ticket", { response: requests.supportTicketResponse }),
    moveAddress: post("account/actions/move-address", { response: requests.actionResponse }),
    /** Extension (decision 048): the technician's visits a move to `locationId` can book, on or after `moveDate`. */
    moveAppointments: get("account/actions/move-address/appointments", {
      query: ["locationId", "moveDate"],
      extension: true,
      response: requests.moveAppointmentsResponse,
    }),
    changeContract: post("account/actions/change-contract", { response: requests.actionResponse }),
    addServiceProduct: post("account/actions/add-service-product", { response: requests.actionResponse }),
    changeContractEnergyContracts: get("account/actions/change-contract/energy-contracts", {
      query: ["serviceCode"],
      response: plans.contractsResponse,
    }),
    changeContractContracts: get("account/actions/change-contract/contracts", {
      query: ["serviceCode"],
      response: plans.contractsResponse,
    }),
    // Life support, a lost or stolen SIM, notification preferences: extensions (decision 080).
    lifeSupportRegister: post("account/actions/life-support/register", {
      extension: true,
      response: services.lifeSupportRegistered,
    }),
    lifeSupportRemove: post("account/actions/life-support/remove", {
      extension: true,
      response: requests.actionResponse,
    }),
    simBlock: post("account/actions/sim-block", { extension: true, response: requests.actionResponse }),
    simUnblock: post("account/actions/sim-unblock", { extension: true, response: requests.actionResponse }),
    notificationPreferences: get("account/notification-preferences", {
      extension: true,
      response: profile.notificationPreferences,
    }),
    updateNotificationPreferences: post("account/notification-preferences/update", {
      extension: true,
      response: profile.notificationPreferences,
    }),
    check: post("account/check", { response: looseObject }),
    verify: post("account/verify", { response: looseObject }),
    verifySaleQuote: post("account/verify/sale-quote", { response: looseObject }),
    saleQuoteSummary: post("account/sale-quote/summary", { response: looseObject }),
  },
} as const satisfies Record<Area, Record<string, CallDef<unknown>>>;

export type Calls = typeof calls;

export interface CatalogueEntry extends CallDef<unknown> {
  readonly area: Area;
  readonly name: string;
  /** `/api/v1/…` — the full path template. */
  readonly fullPath: string;
}

function fullPath(call: CallDef): string {
  return `/api/v${call.version}/${call.path}`;
}

/** Every call as a flat list (for the sandbox router and the coverage test). */
export function listCalls(): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  for (const [area, group] of Object.entries(calls) as [Area, Record<string, CallDef<unknown>>][]) {
    for (const [name, call] of Object.entries(group)) {
      out.push({ ...call, area, name, fullPath: fullPath(call) });
    }
  }
  return out;
}
