/**
 * The catalogue of every provider call of spec §7 (plus the MFA extension of DESIGN §4 and the
 * password extension of docs/decisions/043).
 * One source of truth for the client (server/provider/areas/*), the sandbox router and the
 * coverage test. Paths are relative to `/api/v{version}/`; `{name}` is a path parameter.
 * How the spec's shorthand was turned into full paths: docs/decisions/002-provider-paths.md.
 */

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

export interface CallDef {
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
}

interface DefOptions {
  query?: readonly string[];
  version?: 1 | 2;
  noToken?: boolean;
  extension?: boolean;
}

function def(method: HttpMethod, path: string, o: DefOptions = {}): CallDef {
  return {
    method,
    path,
    query: o.query ?? [],
    version: o.version ?? 1,
    noToken: o.noToken ?? false,
    extension: o.extension ?? false,
  };
}

const get = (path: string, o?: DefOptions) => def("GET", path, o);
const post = (path: string, o?: DefOptions) => def("POST", path, o);
const job = (path: string, extra: readonly string[] = []) =>
  get(`management/jobs/${path}`, { query: ["jobId", ...extra] });
const contracts = (path: string) => get(`lookup/contracts/${path}`, { query: ["codes"] });

export const calls = {
  templates: {
    render: post("templates/render"),
  },
  qualification: {
    nbnByAddress: post("service-qualification/nbn/by-address"),
    mobileByAddress: post("service-qualification/mobile/by-address"),
    dslByAddress: post("service-qualification/dsl/by-address"),
    energyByPostCode: get("service-qualification/energy/by-post-code", { query: ["postCode"] }),
    energy: post("service-qualification/energy"),
  },
  sale: {
    product: post("sale/product"),
    orderSummary: post("sale/order/summary"),
    orderSummaryV2: post("sale/order/summary", { version: 2 }),
    energy: post("sale/energy"),
    mobile: post("sale/mobile"),
    voip: post("sale/voip"),
    broadband: post("sale/broadband"),
    broadbandRegisterDetails: post("sale/broadband/register-details"),
    broadbandQuote: post("sale/broadband/quote"),
    broadbandTerms: get("sale/broadband/terms/{code}", {
      query: ["hardwareCode", "nbnLocId", "voipCode", "voipPortNumberFlag"],
    }),
  },
  wholesale: {
    locationSearch: get("superloop/location-search", { query: ["query"] }),
    serviceQualification: post("superloop/service-qualification"),
    voipService: get("superloop-group/service-management/voip-services/{id}"),
    updateVoipService: def("PATCH", "superloop-group/service-management/update-voip-services/{id}"),
    outages: get("superloop-group/outage-management", { query: ["avcId"] }),
    diagnostics: get("superloop/diagnostics", { query: ["supplierServiceId", "supplier"] }),
    createDiagnosticTest: get("superloop/diagnostics/create-test", {
      query: ["supplierServiceId", "testType", "supplier"],
    }),
    diagnosticHistory: get("superloop/diagnostics/history", { query: ["supplierServiceId", "supplier"] }),
    diagnosticResult: get("superloop/diagnostics/get-result", { query: ["testId"] }),
  },
  reports: {
    nbnServices: get("reports/nbn/services.{format}", { query: ["isActive"] }),
    nbnUsage: get("reports/nbn/usage.{format}", { query: ["year", "month"] }),
    failedPayments: get("reports/financial/failed-payments.{format}", { query: ["fromDate", "toDate"] }),
  },
  mobile: {
    initiateEmailVerification: post("mobile/initiate-email-verification"),
    handleEmailVerification: post("mobile/handle-email-verification"),
    initiatePortInVerification: post("mobile/initiate-port-in-verification"),
    submitActivation: post("mobile/submit-activation"),
    validatePortInVerification: post("mobile/validate-port-in-verification"),
  },
  management: {
    usageDataEntry: post("management/test-data-entry/usage-data-entry"),
    assignStaticIp: post("management/settings/static-ips/assign"),
    unassignStaticIp: post("management/settings/static-ips/unassign"),
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
    triggerDataLimitCronJob: post("management/jobs/services/trigger-data-limit-cron-job"),
    triggerScheduleGasUsageJobCronJob: post("management/jobs/services/trigger-schedule-gas-usage-job-cron-job"),
    triggerElectricityUsageCronJob: post("management/jobs/services/trigger-electricity-usage-cron-job"),
  },
  lookup: {
    availablePaymentMethods: get("lookup/payment/available-payment-methods"),
    settings: get("lookup/settings"),
    serviceProducts: get("lookup/products/service", { query: ["serviceCode", "codes", "productType"] }),
    hardwareProducts: get("lookup/products/hardware", { query: ["codes"] }),
    networkStatus: get("lookup/network-status"),
    voipContracts: contracts("voip"),
    mobileContracts: contracts("mobile"),
    gasContracts: contracts("energy/gas"),
    electricityContracts: contracts("energy/electricity"),
    nbnContracts: contracts("broadband/nbn"),
    unitiContracts: contracts("broadband/uniti"),
    dslContracts: contracts("broadband/dsl"),
    unitTypes: get("lookup/address/unit-types"),
    streetTypes: get("lookup/address/street-types"),
    levelTypes: get("lookup/address/level-types"),
    lotTypes: get("lookup/address/lot-types"),
    locationStates: get("lookup/address/location-states"),
    invoice: get("lookup/account/invoice/{id}"),
  },
  creditCard: {
    tokenReceipt: post("credit-card/token-receipt/{accountCode}/{authKey}", { noToken: true }),
    takePayment: post("credit-card/take-payment"),
    authToken: get("credit-card/auth-token/{accountCode}/{wid}", { query: ["customerRef"], noToken: true }),
  },
  authentication: {
    testToken: get("authentication/test-token"),
    refreshToken: get("authentication/refresh-token"),
    getToken: post("authentication/get-token", { noToken: true }),
    getOssToken: post("authentication/get-oss-token"),
    authenticateViaEmail: post("authentication/authenticate-via-email", { noToken: true }),
    mfaSend: post("authentication/mfa/send", { extension: true }),
    mfaVerify: post("authentication/mfa/verify", { extension: true }),
    // The password extension (docs/decisions/043): none of it is in spec §7.
    passwordStatus: get("authentication/password", { extension: true }),
    passwordResetRequest: post("authentication/password/reset-request", { noToken: true, extension: true }),
    passwordReset: post("authentication/password/reset", { noToken: true, extension: true }),
    passwordChange: post("authentication/password/change", { extension: true }),
    passwordSet: post("authentication/password/set", { extension: true }),
  },
  account: {
    transactions: get("account/transactions", { query: ["from", "to"] }),
    status: get("account/status"),
    detailsV2: get("account/details/{id}", { version: 2 }),
    services: get("account/services", { query: ["codes", "types"] }),
    servicesV2: get("account/services", { query: ["codes", "types"], version: 2 }),
    voipServices: get("account/services/voip", { query: ["codes"] }),
    voipUsage: get("account/services/voip/usage/{id}", { query: ["from", "to", "uninvoiced"] }),
    voipUnbilledCdrs: get("account/services/voip/unbilled-cdrs"),
    voipResetPassword: get("account/services/voip/reset-password", { query: ["phoneNumber", "accountCode"] }),
    mobileMonthlyUsage: get("account/services/mobile/usage/monthly/{serviceCode}/{year}/{month}"),
    mobileSimValidate: get("account/services/mobile/sim/validate", { query: ["simNumber"] }),
    mobilePersonalDetailsVerify: post("account/services/mobile/personal-details/verify"),
    energyServices: get("account/services/energy"),
    gasServices: get("account/services/energy/gas", { query: ["codes"] }),
    gasUsage: get("account/services/gas/usage/{id}", { query: ["skip", "take"] }),
    electricityServices: get("account/services/energy/electricity", { query: ["codes"] }),
    electricityUsage: get("account/services/electricity/usage/{id}", { query: ["skip", "take"] }),
    electricityMonthlyUsage: get("account/services/electricity/usage/monthly/{id}/{year}"),
    electricityYearlyUsage: get("account/services/electricity/usage/yearly/{id}"),
    broadbandServices: get("account/services/broadband"),
    nbnServices: get("account/services/broadband/nbn", { query: ["codes"] }),
    dslServices: get("account/services/broadband/dsl", { query: ["codes"] }),
    broadbandUsage: get("account/services/broadband/usage/{id}", { query: ["year"] }),
    /** Spec §3 "broadband monthly usage": a row per day of the month of {start}. */
    broadbandMonthlyUsage: get("account/services/broadband/usage/daily/{serviceCode}/{start}/{end}"),
    broadbandUsageByMonth: get("account/services/broadband/usage/monthly/{serviceCode}/{year}"),
    broadbandYearlyUsage: get("account/services/broadband/usage/yearly/{serviceCode}"),
    broadbandHourlyUsage: get("account/services/broadband/usage/hourly/{serviceCode}/{date}"),
    radiusStatus: get("account/services/broadband/is-in-radius", { query: ["serviceId", "avcId"] }),
    serviceHistory: get("account/services/history", { query: ["serviceId"] }),
    serviceNotes: get("account/services/notes", { query: ["serviceId"] }),
    hardwareOrders: get("account/orders/hardware", { query: ["codes"] }),
    modemOrders: get("account/orders/hardware/modem", { query: ["codes"] }),
    /** Extension (decision 023): everything the customer lodged, with status and next step. */
    requests: get("account/requests", { extension: true }),
    invoicesSummary: get("account/invoices/summary", { query: ["from", "to"] }),
    invoiceFull: get("account/invoices/full/{id}"),
    invoicePdf: get("account/invoices/full/pdf/{id}", { query: ["download", "jwt"] }),
    create: post("account/create"),
    contacts: get("account/contacts", { query: ["contactTypes"] }),
    userDetails: get("account/contacts/user-details"),
    updateContacts: post("account/contacts/update"),
    sendgridEvents: post("account/communications/emails/sendgrid-events", { noToken: true }),
    cancelContract: post("account/actions/cancel-contract"),
    paymentPlan: post("account/actions/payment-plan"),
    updateCreditCard: post("account/actions/update-credit-card"),
    updatePaymentDetails: post("account/actions/update-payment-details"),
    supportTicket: post("account/actions/support-ticket"),
    moveAddress: post("account/actions/move-address"),
    /** Extension (decision 048): the technician's visits a move to `locationId` can book, on or after `moveDate`. */
    moveAppointments: get("account/actions/move-address/appointments", {
      query: ["locationId", "moveDate"],
      extension: true,
    }),
    changeContract: post("account/actions/change-contract"),
    addServiceProduct: post("account/actions/add-service-product"),
    changeContractEnergyContracts: get("account/actions/change-contract/energy-contracts", { query: ["serviceCode"] }),
    changeContractContracts: get("account/actions/change-contract/contracts", { query: ["serviceCode"] }),
    check: post("account/check"),
    verify: post("account/verify"),
    verifySaleQuote: post("account/verify/sale-quote"),
    saleQuoteSummary: post("account/sale-quote/summary"),
  },
} as const satisfies Record<Area, Record<string, CallDef>>;

export type Calls = typeof calls;

export interface CatalogueEntry extends CallDef {
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
  for (const [area, group] of Object.entries(calls) as [Area, Record<string, CallDef>][]) {
    for (const [name, call] of Object.entries(group)) {
      out.push({ ...call, area, name, fullPath: fullPath(call) });
    }
  }
  return out;
}
