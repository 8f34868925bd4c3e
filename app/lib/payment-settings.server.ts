import { accountCache } from "#server/account-cache.ts";
import type { PaymentSettings } from "#server/provider/schemas/billing.ts";
import type { Portal } from "./portal.server.ts";

/**
 * The account's payment settings (GET account/payment-settings, decision 079): BPAY's biller code
 * and the account's customer reference number. They change only when the provider changes them,
 * so they live in the session's short-lived account cache like the profile: a page that shows
 * them costs no round trip after the first.
 */
export function paymentSettings(portal: Portal): Promise<PaymentSettings> {
  return accountCache(portal.session.get("sid")).read("payment-settings", () => portal.api.account.paymentSettings());
}
