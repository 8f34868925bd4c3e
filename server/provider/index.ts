/**
 * The provider API client: `createProviderClient({ token, signal, requestId })` returns one
 * object per spec §7 area. Catalogue of paths: ./calls.ts. Shapes: ./schemas/ (one file per part of the API).
 * Every call throws `ProviderError` (kind network | timeout | aborted | status | malformed).
 *
 * Calls the screens use (all answers zod-validated; money in cents):
 *
 * | Screen / need                 | Function                                              | Answer |
 * |-------------------------------|-------------------------------------------------------|--------|
 * | Sign in                       | authentication.getToken({ email, password })          | { token } |
 * | Sign-in link by email         | authentication.authenticateViaEmail({ email, wid })   | { message } |
 * | Refresh / ?token= exchange    | authentication.refreshToken()                         | { token } |
 * | MFA                           | authentication.mfaSend({ channel }) / mfaVerify({ code }) | { channel, destination, expiresInSeconds } / { verified } |
 * | Forgot password (extension)   | authentication.passwordResetRequest({ email, wid }) / passwordResetCheck({ token }) / passwordReset({ token, newPassword }) | { message } |
 * | Change or set a password (ext.) | authentication.passwordStatus() / passwordChange({ currentPassword, newPassword }) / passwordSet({ newPassword }) | { passwordSet } / { message } |
 * | Profile                       | account.userDetails()                                 | Profile |
 * | Profile edit                  | account.updateContacts(ProfileUpdate)                 | Profile |
 * | Services list                 | account.services({ codes?, types? })                  | { services: Service[] } |
 * | Service notes / history       | account.serviceNotes({ serviceId }) / serviceHistory  | { notes } / { history } |
 * | Connection status             | account.radiusStatus({ serviceId, avcId })            | RadiusStatus |
 * | Broadband usage (month)       | account.broadbandMonthlyUsage({ serviceCode, start, end }) | BroadbandMonthlyUsage |
 * | VoIP usage                    | account.voipUsage({ id, from, to, uninvoiced })       | { cdrs } |
 * | VoIP settings                 | wholesale.voipService({ id }) / updateVoipService({ id, settings }) | VoipSettings |
 * | VoIP password reset           | account.voipResetPassword({ phoneNumber, accountCode }) | { message, sentTo } |
 * | Account status (billing)      | account.status()                                      | AccountStatus (balanceCents, dueDate, overdue, paymentMethod) |
 * | Transactions                  | account.transactions({ from?, to? })                  | { transactions } |
 * | Invoices                      | account.invoicesSummary({ from?, to? })               | { invoices } |
 * | Invoice PDF                   | account.downloadInvoicePdf({ id, accountCode })       | { contentType, filename, bytes } |
 * | Payment methods               | lookup.availablePaymentMethods()                      | { availablePaymentMethods } |
 * | Take payment                  | creditCard.authToken → creditCard.tokenReceipt → creditCard.takePayment | { receiptCode, amountCents, balanceCents, paidAt } |
 * | Payment details               | account.updatePaymentDetails(card token | direct debit) | { paymentMethod } (masked) |
 * | Payment plan                  | account.paymentPlan({ instalmentCents, frequency, startDate }) | { reference, status, message } |
 * | Change plan                   | account.changeContractContracts({ serviceCode }) + changeContract({ serviceId, contractCode }) | { contracts } / { reference… } |
 * | Add product                   | lookup.serviceProducts({ serviceCode }) / hardwareProducts() + account.addServiceProduct | { products } / { reference… } |
 * | Outages                       | wholesale.outages({ avcId }), lookup.networkStatus()  | { outages } / NetworkStatus |
 * | Diagnostics                   | wholesale.diagnostics / createDiagnosticTest / diagnosticHistory / diagnosticResult | { tests } / { testId } / { history } / DiagnosticResult |
 * | Support ticket, complaint, fault | account.supportTicket({ category, subject, description, serviceId? }) | { reference, status, createdAt } |
 * | Requests and orders (/requests) | account.requests() (extension, decision 023) + account.hardwareOrders() | { requests } / { orders } |
 * | Account activity (/profile/activity) | account.accessLog() (extension, decision 071) | { signIns, staffViews } |
 * | Staff: find a customer, view one | management.customerSearch({ q }) / authentication.getStaffViewToken({ accountCode, reason, … }) (decision 071) | { customers, more } / { token } |
 * | Cancel a service              | lookup.*Contracts({ codes }) + lookup.hardwareProducts() + account.cancelContract({ serviceId, reason, cancellationDate }) | { contracts } / { products } / { reference… } |
 * | Energy contract change        | account.changeContractEnergyContracts({ serviceCode }) + changeContract({ serviceId, contractCode }) | { contracts } / { reference… } |
 */
import { authenticationApi } from "./areas/authentication.ts";
import { accountApi } from "./areas/account.ts";
import { creditCardApi } from "./areas/credit-card.ts";
import { lookupApi } from "./areas/lookup.ts";
import { managementApi } from "./areas/management.ts";
import { mobileApi } from "./areas/mobile.ts";
import { qualificationApi } from "./areas/qualification.ts";
import { reportsApi } from "./areas/reports.ts";
import { saleApi } from "./areas/sale.ts";
import { templatesApi } from "./areas/templates.ts";
import { wholesaleApi } from "./areas/wholesale.ts";
import { createHttp } from "./http.ts";
import type { HttpOptions } from "./http.ts";
import { currentRequest } from "#server/request-context.ts";

export { ProviderError, isProviderError } from "./errors.ts";
export type { ProviderErrorKind } from "./errors.ts";
export type { HttpOptions as ProviderClientOptions, BinaryResponse } from "./http.ts";
export type * from "./schemas/authentication.ts";
export type * from "./schemas/billing.ts";
export type * from "./schemas/common.ts";
export type * from "./schemas/lookup.ts";
export type * from "./schemas/management.ts";
export type * from "./schemas/mobile.ts";
export type * from "./schemas/network.ts";
export type * from "./schemas/plans.ts";
export type * from "./schemas/profile.ts";
export type * from "./schemas/requests.ts";
export type * from "./schemas/sale.ts";
export type * from "./schemas/services.ts";
export type * from "./schemas/usage.ts";
export type * from "./schemas/staff.ts";
export type {
  ProfileUpdate,
  ContactUpdate,
  PaymentDetailsUpdate,
  PaymentPlanRequest,
  SupportTicketRequest,
} from "./areas/account.ts";
export type { CardDetails } from "./areas/credit-card.ts";

export function createProviderClient(opts: HttpOptions = {}) {
  const http = createHttp(opts);
  const authentication = authenticationApi(http);
  const account = accountApi(http);
  return {
    templates: templatesApi(http),
    qualification: qualificationApi(http),
    sale: saleApi(http),
    wholesale: wholesaleApi(http),
    reports: reportsApi(http),
    mobile: mobileApi(http),
    management: managementApi(http),
    lookup: lookupApi(http),
    creditCard: creditCardApi(http),
    authentication,
    account: {
      ...account,
      /** Gets a single-use token, then the invoice PDF with it (spec §6). */
      async downloadInvoicePdf(a: { id: number; accountCode: string; download?: boolean }) {
        const { token } = await authentication.getOssToken({ accountCode: a.accountCode, singleUse: true });
        return account.invoicePdf({ id: a.id, jwt: token, download: a.download ?? true });
      },
    },
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;

/** A provider client for one incoming request: its abort signal and request id, and the customer's token if any. */
export function providerFor(
  request: Request,
  token?: string,
  more: Pick<HttpOptions, "afterChange" | "timeoutMs"> = {},
): ProviderClient {
  return createProviderClient({ token, signal: request.signal, requestId: currentRequest().id, ...more });
}
