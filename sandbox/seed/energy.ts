import type { Store } from "#sandbox/store.ts";
import { insertRequest } from "#sandbox/requests.ts";
import type { DemoAccount } from "./demo-account.ts";

const HOUR_MS = 3_600_000;

/**
 * energy@example.com: electricity, gas and a mobile, a second mobile whose SIM waits to be
 * activated, and a payment plan just received.
 */
export const energyAccount: DemoAccount = {
  accountCode: "A10003",
  email: "energy@example.com",
  firstName: "Jo",
  lastName: "Energy",
  phoneMobile: "0414 444 555",
  address: {
    streetNumber: "88",
    streetName: "Queen",
    streetType: "St",
    suburb: "Brisbane City",
    state: "QLD",
    postCode: "4000",
  },
  services: [
    { code: "E6001", type: "electricity", serviceStatus: "Active", planCode: "ELEC-SAVER" },
    { code: "G7001", type: "gas", serviceStatus: "Active", planCode: "GAS-SAVER" },
    { code: "M5001", type: "mobile", serviceStatus: "Active", planCode: "MOB-12GB", phoneNumber: "0423 456 789" },
    // A SIM sent by post, waiting to be activated (activate a SIM and keep a number).
    { code: "M5002", type: "mobile", serviceStatus: "Pending activation", planCode: "MOB-40GB" },
  ],
  unpaid: 1,
  extras: seedPaymentPlan,
};

function seedPaymentPlan(store: Store, now: number): void {
  insertRequest(
    store,
    energyAccount.accountCode,
    { prefix: "PP", kind: "payment-plan", summary: "More time to pay: $40.00 fortnightly", details: {} },
    now - 2 * HOUR_MS,
  );
}
