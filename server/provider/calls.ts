/**
 * The catalogue of every provider call of spec §7 (plus the MFA extension of DESIGN §4, the
 * password extension of docs/decisions/043 and the staff side's of 071).
 * One source of truth for the client (server/provider/areas/*), the sandbox router and the
 * coverage test. Paths are relative to `/api/v{version}/`; `{name}` is a path parameter.
 * How the spec's shorthand was turned into full paths: docs/decisions/002-provider-paths.md.
 */

import type { z } from "zod";
import { looseObject } from "#server/provider/loose.ts";
import type { LooseObject } from "#server/provider/loose.ts";
import * as s from "#server/provider/schemas.ts";
import * as staff from "#server/provider/schemas-staff.ts";

export type HttpMethod = "GET" | "POST" | "PATCH";

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

/** A call; `T` is the shape of its JSON answer, validated by `response`. */
export interface CallDef<T = unknown> {
  readonly method: HttpMethod;
  /** Path template relative to `/api/v{version}/`, e.g. `account/services/notes`. */
  readonly path: string;
  /** Query parameter names the call accepts. */
  readonly query: readonly string[];
  /** API version; 1 unless the spec says /api/v2. */
  readonly version: 1 | 2;
  /** Spec §6: never send X-Access-Token. */
  readonly noToken: boolean;
  /** Not in spec §7: our extension (MFA, passwords, requests). */
  readonly extension: boolean;
  /**
   * The answer's shape: the client validates every JSON answer with it, and the provider
   * contract (docs/provider-openapi.json) is generated from it. Absent for a file (PDF, CSV).
   */
  readonly response?: z.ZodType<T>;
}

interface DefOptions<T> {
  query?: readonly string[];
  version?: 1 | 2;
  noToken?: boolean;
  extension?: boolean;
  response?: z.ZodType<T>;
}

function def<T = never>(method: HttpMethod, path: string, o: DefOptions<T> = {}): CallDef<T> {
  return {
    method,
    path,
    query: o.query ?? [],
    version: o.version ?? 1,
    noToken: o.noToken ?? false,
    extension: o.extension ?? false,
    ...(o.response ? { response: o.response } : {}),
  };
}

const get = <T = never>(path: string, o?: DefOptions<T>) => def("GET", path, o);
const post = <T = never>(path: string, o?: DefOptions<T>) => def("POST", path, o);
const job = (path: string, extra: readonly string[] = []) =>
  get(`management/jobs/${path}`, { query: ["jobId", ...extra], response: s.jobResponse });
const contracts = (path: string) =>
  get(`lookup/contracts/${path}`, { query: ["codes"], response: s.contractsResponse });
const codeList = (path: string) => get(`lookup/address/${path}`, { response: s.codeListResponse });
const cron = (path: string) => post(`management/jobs/services/${path}`, { response: s.jobResponse });
/** Sales calls whose request and answer the spec does not show (the sandbox's shapes). */
const saleLoose = (path: string, o: DefOptions<LooseObject> = {}) => post(path, { ...o, response: looseObject });

export const calls = {
  templates: {
    render: post("templates/render", { response: looseObject }),
  },
  qualification: {
    nbnByAddress: post("service-qualification/nbn/by-address", { response: s.qualificationResponse }),
    mobileByAddress: post("service-qualification/mobile/by-address", { response: s.qualificationResponse }),
    dslByAddress: post("service-qualification/dsl/by-address", { response: s.qualificationResponse }),
    energyByPostCode: get("service-qualification/energy/by-post-code", {
      query: ["postCode"],
      response: s.energyQualificationResponse,
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
    broadbandQuote: post("sale/broadband/quote", { response: s.broadbandQuote }),
    broadbandTerms: get("sale/broadband/terms/{code}", {
      query: ["hardwareCode", "nbnLocId", "voipCode", "voipPortNumberFlag"],
      response: s.broadbandTerms,
    }),
  },
  wholesale: {
    locationSearch: get("superloop/location-search", { query: ["query"], response: s.locationSearchResponse }),
    serviceQualification: post("superloop/service-qualification", { response: looseObject }),
    voipService: get("superloop-group/service-management/voip-services/{id}", { response: s.voipSettings }),
    updateVoipService: def("PATCH", "superloop-group/service-management/update-voip-services/{id}", {
      response: s.voipSettings,
    }),
    outages: get("superloop-group/outage-management", { query: ["avcId"], response: s.outagesResponse }),
    diagnostics: get("superloop/diagnostics", {
      query: ["supplierServiceId", "supplier"],
      response: s.diagnosticTestsResponse,
    }),
    createDiagnosticTest: get("superloop/diagnostics/create-test", {
      query: ["supplierServiceId", "testType", "supplier"],
      response: s.createTestResponse,
    }),
    diagnosticHistory: get("superloop/diagnostics/history", {
      query: ["supplierServiceId", "supplier"],
      response: s.diagnosticHistoryResponse,
    }),
    diagnosticResult: get("superloop/diagnostics/get-result", { query: ["testId"], response: s.diagnosticResult }),
  },
  reports: {
    nbnServices: get("reports/nbn/services.{format}", { query: ["isActive"] }),
    nbnUsage: get("reports/nbn/usage.{format}", { query: ["year", "month"] }),
    failedPayments: get("reports/financial/failed-payments.{format}", { query: ["fromDate", "toDate"] }),
  },
  mobile: {
    initiateEmailVerification: post("mobile/initiate-email-verification", { response: s.codeSent }),
    handleEmailVerification: post("mobile/handle-email-verification", { response: s.verifiedResponse }),
    initiatePortInVerification: post("mobile/initiate-port-in-verification", { response: s.codeSent }),
    submitActivation: post("mobile/submit-activation", { response: s.simActivation }),
    validatePortInVerification: post("mobile/validate-port-in-verification", { response: s.verifiedResponse }),
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
      response: s.availablePaymentMethodsResponse,
    }),
    settings: get("lookup/settings", { response: s.settingsResponse }),
    serviceProducts: get("lookup/products/service", {
      query: ["serviceCode", "codes", "productType"],
      response: s.productsResponse,
    }),
    hardwareProducts: get("lookup/products/hardware", { query: ["codes"], response: s.productsResponse }),
    networkStatus: get("lookup/network-status", { response: s.networkStatus }),
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
    invoice: get("lookup/account/invoice/{id}", { response: s.invoiceFull }),
  },
  creditCard: {
    tokenReceipt: post("credit-card/token-receipt/{accountCode}/{authKey}", {
      noToken: true,
      response: s.cardTokenReceipt,
    }),
    takePayment: post("credit-card/take-payment", { response: s.takePaymentResponse }),
    authToken: get("credit-card/auth-token/{accountCode}/{wid}", {
      query: ["customerRef"],
      noToken: true,
      response: s.cardAuthToken,
    }),
  },
  authentication: {
    testToken: get("authentication/test-token", { response: s.testTokenResponse }),
    refreshToken: get("authentication/refresh-token", { response: s.tokenResponse }),
    getToken: post("authentication/get-token", { noToken: true, response: s.tokenResponse }),
    getOssToken: post("authentication/get-oss-token", { response: s.tokenResponse }),
    authenticateViaEmail: post("authentication/authenticate-via-email", { noToken: true, response: s.messageResponse }),
    mfaSend: post("authentication/mfa/send", { extension: true, response: s.mfaSendResponse }),
    mfaVerify: post("authentication/mfa/verify", { extension: true, response: s.mfaVerifyResponse }),
    // The password extension (docs/decisions/043): none of it is in spec §7.
    passwordStatus: get("authentication/password", { extension: true, response: s.passwordStatusResponse }),
    passwordResetRequest: post("authentication/password/reset-request", {
      noToken: true,
      extension: true,
      response: s.messageResponse,
    }),
    passwordResetCheck: post("authentication/password/reset-check", {
      noToken: true,
      extension: true,
      response: s.messageResponse,
    }),
    passwordReset: post("authentication/password/reset", {
      noToken: true,
      extension: true,
      response: s.passwordResetResponse,
    }),
    passwordChange: post("authentication/password/change", { extension: true, response: s.messageResponse }),
    passwordSet: post("authentication/password/set", { extension: true, response: s.messageResponse }),
    // The new-mobile extension (decision 060): a changed mobile proves it is the customer's first.
    newMobileSend: post("authentication/new-mobile/send", { extension: true, response: s.newMobileSendResponse }),
    newMobileVerify: post("authentication/new-mobile/verify", { extension: true, response: s.newMobileVerifyResponse }),
  },
  account: {
    transactions: get("account/transactions", { query: ["from", "to"], response: s.transactionsResponse }),
    status: get("account/status", { response: s.accountStatus }),
    detailsV2: get("account/details/{id}", { version: 2, response: s.accountDetails }),
    services: get("account/services", { query: ["codes", "types"], response: s.servicesResponse }),
    servicesV2: get("account/services", { query: ["codes", "types"], version: 2, response: s.servicesResponse }),
    voipServices: get("account/services/voip", { query: ["codes"], response: s.servicesResponse }),
    voipUsage: get("account/services/voip/usage/{id}", {
      query: ["from", "to", "uninvoiced"],
      response: s.voipUsageResponse,
    }),
    voipUnbilledCdrs: get("account/services/voip/unbilled-cdrs", { response: s.voipUsageResponse }),
    voipResetPassword: get("account/services/voip/reset-password", {
      query: ["phoneNumber", "accountCode"],
      response: s.voipResetPasswordResponse,
    }),
    mobileMonthlyUsage: get("account/services/mobile/usage/monthly/{serviceCode}/{year}/{month}", {
      response: s.mobileMonthlyUsage,
    }),
    mobileSimValidate: get("account/services/mobile/sim/validate", { query: ["simNumber"], response: s.simValidation }),
    mobilePersonalDetailsVerify: post("account/services/mobile/personal-details/verify", {
      response: s.personalDetailsVerified,
    }),
    energyServices: get("account/services/energy", { response: s.servicesResponse }),
    gasServices: get("account/services/energy/gas", { query: ["codes"], response: s.servicesResponse }),
    gasUsage: get("account/services/gas/usage/{id}", { query: ["skip", "take"], response: s.energyUsage }),
    electricityServices: get("account/services/energy/electricity", { query: ["codes"], response: s.servicesResponse }),
    electricityUsage: get("account/services/electricity/usage/{id}", {
      query: ["skip", "take"],
      response: s.energyUsage,
    }),
    electricityMonthlyUsage: get("account/services/electricity/usage/monthly/{id}/{year}", { response: s.energyUsage }),
    electricityYearlyUsage: get("account/services/electricity/usage/yearly/{id}", { response: s.energyUsage }),
    broadbandServices: get("account/services/broadband", { response: s.servicesResponse }),
    nbnServices: get("account/services/broadband/nbn", { query: ["codes"], response: s.servicesResponse }),
    dslServices: get("account/services/broadband/dsl", { query: ["codes"], response: s.servicesResponse }),
    broadbandUsage: get("account/services/broadband/usage/{id}", { query: ["year"], response: s.broadbandUsageTotals }),
    /** Spec §3 "broadband monthly usage": a row per day of the month of {start}. */
    broadbandMonthlyUsage: get("account/services/broadband/usage/daily/{serviceCode}/{start}/{end}", {
      response: s.broadbandMonthlyUsage,
    }),
    broadbandUsageByMonth: get("account/services/broadband/usage/monthly/{serviceCode}/{year}", {
      response: s.broadbandUsageTotals,
    }),
    broadbandYearlyUsage: get("account/services/broadband/usage/yearly/{serviceCode}", {
      response: s.broadbandUsageTotals,
    }),
    broadbandHourlyUsage: get("account/services/broadband/usage/hourly/{serviceCode}/{date}", {
      response: s.hourlyUsage,
    }),
    radiusStatus: get("account/services/broadband/is-in-radius", {
      query: ["serviceId", "avcId"],
      response: s.radiusStatus,
    }),
    serviceHistory: get("account/services/history", { query: ["serviceId"], response: s.historyResponse }),
    serviceNotes: get("account/services/notes", { query: ["serviceId"], response: s.notesResponse }),
    hardwareOrders: get("account/orders/hardware", { query: ["codes"], response: s.hardwareOrdersResponse }),
    modemOrders: get("account/orders/hardware/modem", { query: ["codes"], response: s.hardwareOrdersResponse }),
    /** Extension (decision 023): everything the customer lodged, with status and next step. */
    requests: get("account/requests", { extension: true, response: s.requestsResponse }),
    /** Extension (decision 071): the account's recent sign-ins and each view of it by our staff. */
    accessLog: get("account/access-log", { extension: true, response: staff.accessLogResponse }),
    invoicesSummary: get("account/invoices/summary", { query: ["from", "to"], response: s.invoicesSummaryResponse }),
    invoiceFull: get("account/invoices/full/{id}", { response: s.invoiceFull }),
    invoicePdf: get("account/invoices/full/pdf/{id}", { query: ["download", "jwt"] }),
    create: post("account/create", { response: s.accountCreated }),
    contacts: get("account/contacts", { query: ["contactTypes"], response: s.contactsResponse }),
    userDetails: get("account/contacts/user-details", { response: s.profile }),
    updateContacts: post("account/contacts/update", { response: s.profile }),
    sendgridEvents: post("account/communications/emails/sendgrid-events", { noToken: true, response: looseObject }),
    cancelContract: post("account/actions/cancel-contract", { response: s.actionResponse }),
    paymentPlan: post("account/actions/payment-plan", { response: s.actionResponse }),
    updateCreditCard: post("account/actions/update-credit-card", { response: s.paymentDetailsResponse }),
    updatePaymentDetails: post("account/actions/update-payment-details", { response: s.paymentDetailsResponse }),
    supportTicket: post("account/actions/support-ticket", { response: s.supportTicketResponse }),
    moveAddress: post("account/actions/move-address", { response: s.actionResponse }),
    /** Extension (decision 048): the technician's visits a move to `locationId` can book, on or after `moveDate`. */
    moveAppointments: get("account/actions/move-address/appointments", {
      query: ["locationId", "moveDate"],
      extension: true,
      response: s.moveAppointmentsResponse,
    }),
    changeContract: post("account/actions/change-contract", { response: s.actionResponse }),
    addServiceProduct: post("account/actions/add-service-product", { response: s.actionResponse }),
    changeContractEnergyContracts: get("account/actions/change-contract/energy-contracts", {
      query: ["serviceCode"],
      response: s.contractsResponse,
    }),
    changeContractContracts: get("account/actions/change-contract/contracts", {
      query: ["serviceCode"],
      response: s.contractsResponse,
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
