/**
 * The catalogue of every provider call of spec §7 (plus the MFA extension of DESIGN §4 and the
 * password extension of docs/decisions/043).
 * One source of truth for the client (server/provider/areas/*), the sandbox router and the
 * coverage test. Paths are relative to `/api/v{version}/`; `{name}` is a path parameter.
 * How the spec's shorthand was turned into full paths: docs/decisions/002-provider-paths.md.
 */

import type { z } from "zod";
import { looseObject } from "#server/provider/loose.ts";
import type { LooseObject } from "#server/provider/loose.ts";
import {
  mfaSendResponse,
  mfaVerifyResponse,
  newMobileSendResponse,
  newMobileVerifyResponse,
  passwordResetResponse,
  passwordStatusResponse,
  testTokenResponse,
  tokenResponse,
} from "#server/provider/schemas/authentication.ts";
import {
  accountStatus,
  availablePaymentMethodsResponse,
  cardAuthToken,
  cardTokenReceipt,
  invoiceFull,
  invoicesSummaryResponse,
  paymentDetailsResponse,
  takePaymentResponse,
  transactionsResponse,
} from "#server/provider/schemas/billing.ts";
import { messageResponse } from "#server/provider/schemas/common.ts";
import { codeListResponse, settingsResponse } from "#server/provider/schemas/lookup.ts";
import { jobResponse } from "#server/provider/schemas/management.ts";
import {
  codeSent,
  personalDetailsVerified,
  simActivation,
  simValidation,
  verifiedResponse,
} from "#server/provider/schemas/mobile.ts";
import {
  createTestResponse,
  diagnosticHistoryResponse,
  diagnosticResult,
  diagnosticTestsResponse,
  networkStatus,
  outagesResponse,
  voipResetPasswordResponse,
  voipSettings,
} from "#server/provider/schemas/network.ts";
import { contractsResponse, productsResponse } from "#server/provider/schemas/plans.ts";
import { accountDetails, contactsResponse, profile } from "#server/provider/schemas/profile.ts";
import {
  actionResponse,
  hardwareOrdersResponse,
  moveAppointmentsResponse,
  requestsResponse,
  supportTicketResponse,
} from "#server/provider/schemas/requests.ts";
import {
  accountCreated,
  broadbandQuote,
  broadbandTerms,
  energyQualificationResponse,
  locationSearchResponse,
  qualificationResponse,
} from "#server/provider/schemas/sale.ts";
import { historyResponse, notesResponse, radiusStatus, servicesResponse } from "#server/provider/schemas/services.ts";
import {
  broadbandMonthlyUsage,
  broadbandUsageTotals,
  energyUsage,
  hourlyUsage,
  mobileMonthlyUsage,
  voipUsageResponse,
} from "#server/provider/schemas/usage.ts";

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
  get(`management/jobs/${path}`, { query: ["jobId", ...extra], response: jobResponse });
const contracts = (path: string) => get(`lookup/contracts/${path}`, { query: ["codes"], response: contractsResponse });
const codeList = (path: string) => get(`lookup/address/${path}`, { response: codeListResponse });
const cron = (path: string) => post(`management/jobs/services/${path}`, { response: jobResponse });
/** Sales calls whose request and answer the spec does not show (the sandbox's shapes). */
const saleLoose = (path: string, o: DefOptions<LooseObject> = {}) => post(path, { ...o, response: looseObject });

export const calls = {
  templates: {
    render: post("templates/render", { response: looseObject }),
  },
  qualification: {
    nbnByAddress: post("service-qualification/nbn/by-address", { response: qualificationResponse }),
    mobileByAddress: post("service-qualification/mobile/by-address", { response: qualificationResponse }),
    dslByAddress: post("service-qualification/dsl/by-address", { response: qualificationResponse }),
    energyByPostCode: get("service-qualification/energy/by-post-code", {
      query: ["postCode"],
      response: energyQualificationResponse,
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
    broadbandQuote: post("sale/broadband/quote", { response: broadbandQuote }),
    broadbandTerms: get("sale/broadband/terms/{code}", {
      query: ["hardwareCode", "nbnLocId", "voipCode", "voipPortNumberFlag"],
      response: broadbandTerms,
    }),
  },
  wholesale: {
    locationSearch: get("superloop/location-search", { query: ["query"], response: locationSearchResponse }),
    serviceQualification: post("superloop/service-qualification", { response: looseObject }),
    voipService: get("superloop-group/service-management/voip-services/{id}", { response: voipSettings }),
    updateVoipService: def("PATCH", "superloop-group/service-management/update-voip-services/{id}", {
      response: voipSettings,
    }),
    outages: get("superloop-group/outage-management", { query: ["avcId"], response: outagesResponse }),
    diagnostics: get("superloop/diagnostics", {
      query: ["supplierServiceId", "supplier"],
      response: diagnosticTestsResponse,
    }),
    createDiagnosticTest: get("superloop/diagnostics/create-test", {
      query: ["supplierServiceId", "testType", "supplier"],
      response: createTestResponse,
    }),
    diagnosticHistory: get("superloop/diagnostics/history", {
      query: ["supplierServiceId", "supplier"],
      response: diagnosticHistoryResponse,
    }),
    diagnosticResult: get("superloop/diagnostics/get-result", { query: ["testId"], response: diagnosticResult }),
  },
  reports: {
    nbnServices: get("reports/nbn/services.{format}", { query: ["isActive"] }),
    nbnUsage: get("reports/nbn/usage.{format}", { query: ["year", "month"] }),
    failedPayments: get("reports/financial/failed-payments.{format}", { query: ["fromDate", "toDate"] }),
  },
  mobile: {
    initiateEmailVerification: post("mobile/initiate-email-verification", { response: codeSent }),
    handleEmailVerification: post("mobile/handle-email-verification", { response: verifiedResponse }),
    initiatePortInVerification: post("mobile/initiate-port-in-verification", { response: codeSent }),
    submitActivation: post("mobile/submit-activation", { response: simActivation }),
    validatePortInVerification: post("mobile/validate-port-in-verification", { response: verifiedResponse }),
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
  },
  lookup: {
    availablePaymentMethods: get("lookup/payment/available-payment-methods", {
      response: availablePaymentMethodsResponse,
    }),
    settings: get("lookup/settings", { response: settingsResponse }),
    serviceProducts: get("lookup/products/service", {
      query: ["serviceCode", "codes", "productType"],
      response: productsResponse,
    }),
    hardwareProducts: get("lookup/products/hardware", { query: ["codes"], response: productsResponse }),
    networkStatus: get("lookup/network-status", { response: networkStatus }),
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
    invoice: get("lookup/account/invoice/{id}", { response: invoiceFull }),
  },
  creditCard: {
    tokenReceipt: post("credit-card/token-receipt/{accountCode}/{authKey}", {
      noToken: true,
      response: cardTokenReceipt,
    }),
    takePayment: post("credit-card/take-payment", { response: takePaymentResponse }),
    authToken: get("credit-card/auth-token/{accountCode}/{wid}", {
      query: ["customerRef"],
      noToken: true,
      response: cardAuthToken,
    }),
  },
  authentication: {
    testToken: get("authentication/test-token", { response: testTokenResponse }),
    refreshToken: get("authentication/refresh-token", { response: tokenResponse }),
    getToken: post("authentication/get-token", { noToken: true, response: tokenResponse }),
    getOssToken: post("authentication/get-oss-token", { response: tokenResponse }),
    authenticateViaEmail: post("authentication/authenticate-via-email", { noToken: true, response: messageResponse }),
    mfaSend: post("authentication/mfa/send", { extension: true, response: mfaSendResponse }),
    mfaVerify: post("authentication/mfa/verify", { extension: true, response: mfaVerifyResponse }),
    // The password extension (docs/decisions/043): none of it is in spec §7.
    passwordStatus: get("authentication/password", { extension: true, response: passwordStatusResponse }),
    passwordResetRequest: post("authentication/password/reset-request", {
      noToken: true,
      extension: true,
      response: messageResponse,
    }),
    passwordResetCheck: post("authentication/password/reset-check", {
      noToken: true,
      extension: true,
      response: messageResponse,
    }),
    passwordReset: post("authentication/password/reset", {
      noToken: true,
      extension: true,
      response: passwordResetResponse,
    }),
    passwordChange: post("authentication/password/change", { extension: true, response: messageResponse }),
    passwordSet: post("authentication/password/set", { extension: true, response: messageResponse }),
    // The new-mobile extension (decision 060): a changed mobile proves it is the customer's first.
    newMobileSend: post("authentication/new-mobile/send", { extension: true, response: newMobileSendResponse }),
    newMobileVerify: post("authentication/new-mobile/verify", { extension: true, response: newMobileVerifyResponse }),
  },
  account: {
    transactions: get("account/transactions", { query: ["from", "to"], response: transactionsResponse }),
    status: get("account/status", { response: accountStatus }),
    detailsV2: get("account/details/{id}", { version: 2, response: accountDetails }),
    services: get("account/services", { query: ["codes", "types"], response: servicesResponse }),
    servicesV2: get("account/services", { query: ["codes", "types"], version: 2, response: servicesResponse }),
    voipServices: get("account/services/voip", { query: ["codes"], response: servicesResponse }),
    voipUsage: get("account/services/voip/usage/{id}", {
      query: ["from", "to", "uninvoiced"],
      response: voipUsageResponse,
    }),
    voipUnbilledCdrs: get("account/services/voip/unbilled-cdrs", { response: voipUsageResponse }),
    voipResetPassword: get("account/services/voip/reset-password", {
      query: ["phoneNumber", "accountCode"],
      response: voipResetPasswordResponse,
    }),
    mobileMonthlyUsage: get("account/services/mobile/usage/monthly/{serviceCode}/{year}/{month}", {
      response: mobileMonthlyUsage,
    }),
    mobileSimValidate: get("account/services/mobile/sim/validate", { query: ["simNumber"], response: simValidation }),
    mobilePersonalDetailsVerify: post("account/services/mobile/personal-details/verify", {
      response: personalDetailsVerified,
    }),
    energyServices: get("account/services/energy", { response: servicesResponse }),
    gasServices: get("account/services/energy/gas", { query: ["codes"], response: servicesResponse }),
    gasUsage: get("account/services/gas/usage/{id}", { query: ["skip", "take"], response: energyUsage }),
    electricityServices: get("account/services/energy/electricity", { query: ["codes"], response: servicesResponse }),
    electricityUsage: get("account/services/electricity/usage/{id}", {
      query: ["skip", "take"],
      response: energyUsage,
    }),
    electricityMonthlyUsage: get("account/services/electricity/usage/monthly/{id}/{year}", { response: energyUsage }),
    electricityYearlyUsage: get("account/services/electricity/usage/yearly/{id}", { response: energyUsage }),
    broadbandServices: get("account/services/broadband", { response: servicesResponse }),
    nbnServices: get("account/services/broadband/nbn", { query: ["codes"], response: servicesResponse }),
    dslServices: get("account/services/broadband/dsl", { query: ["codes"], response: servicesResponse }),
    broadbandUsage: get("account/services/broadband/usage/{id}", { query: ["year"], response: broadbandUsageTotals }),
    /** Spec §3 "broadband monthly usage": a row per day of the month of {start}. */
    broadbandMonthlyUsage: get("account/services/broadband/usage/daily/{serviceCode}/{start}/{end}", {
      response: broadbandMonthlyUsage,
    }),
    broadbandUsageByMonth: get("account/services/broadband/usage/monthly/{serviceCode}/{year}", {
      response: broadbandUsageTotals,
    }),
    broadbandYearlyUsage: get("account/services/broadband/usage/yearly/{serviceCode}", {
      response: broadbandUsageTotals,
    }),
    broadbandHourlyUsage: get("account/services/broadband/usage/hourly/{serviceCode}/{date}", {
      response: hourlyUsage,
    }),
    radiusStatus: get("account/services/broadband/is-in-radius", {
      query: ["serviceId", "avcId"],
      response: radiusStatus,
    }),
    serviceHistory: get("account/services/history", { query: ["serviceId"], response: historyResponse }),
    serviceNotes: get("account/services/notes", { query: ["serviceId"], response: notesResponse }),
    hardwareOrders: get("account/orders/hardware", { query: ["codes"], response: hardwareOrdersResponse }),
    modemOrders: get("account/orders/hardware/modem", { query: ["codes"], response: hardwareOrdersResponse }),
    /** Extension (decision 023): everything the customer lodged, with status and next step. */
    requests: get("account/requests", { extension: true, response: requestsResponse }),
    invoicesSummary: get("account/invoices/summary", { query: ["from", "to"], response: invoicesSummaryResponse }),
    invoiceFull: get("account/invoices/full/{id}", { response: invoiceFull }),
    invoicePdf: get("account/invoices/full/pdf/{id}", { query: ["download", "jwt"] }),
    create: post("account/create", { response: accountCreated }),
    contacts: get("account/contacts", { query: ["contactTypes"], response: contactsResponse }),
    userDetails: get("account/contacts/user-details", { response: profile }),
    updateContacts: post("account/contacts/update", { response: profile }),
    sendgridEvents: post("account/communications/emails/sendgrid-events", { noToken: true, response: looseObject }),
    cancelContract: post("account/actions/cancel-contract", { response: actionResponse }),
    paymentPlan: post("account/actions/payment-plan", { response: actionResponse }),
    updateCreditCard: post("account/actions/update-credit-card", { response: paymentDetailsResponse }),
    updatePaymentDetails: post("account/actions/update-payment-details", { response: paymentDetailsResponse }),
    supportTicket: post("account/actions/support-ticket", { response: supportTicketResponse }),
    moveAddress: post("account/actions/move-address", { response: actionResponse }),
    /** Extension (decision 048): the technician's visits a move to `locationId` can book, on or after `moveDate`. */
    moveAppointments: get("account/actions/move-address/appointments", {
      query: ["locationId", "moveDate"],
      extension: true,
      response: moveAppointmentsResponse,
    }),
    changeContract: post("account/actions/change-contract", { response: actionResponse }),
    addServiceProduct: post("account/actions/add-service-product", { response: actionResponse }),
    changeContractEnergyContracts: get("account/actions/change-contract/energy-contracts", {
      query: ["serviceCode"],
      response: contractsResponse,
    }),
    changeContractContracts: get("account/actions/change-contract/contracts", {
      query: ["serviceCode"],
      response: contractsResponse,
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
