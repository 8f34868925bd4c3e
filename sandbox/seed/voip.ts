import type { DemoAccount } from "./demo-account.ts";

/** voip@example.com: a home phone on a pay-as-you-go plan, and its call records. */
export const voipAccount: DemoAccount = {
  accountCode: "A10002",
  email: "voip@example.com",
  firstName: "Sam",
  lastName: "Caller",
  phoneMobile: "0413 222 333",
  address: {
    streetNumber: "5",
    streetName: "Collins",
    streetType: "St",
    suburb: "Melbourne",
    state: "VIC",
    postCode: "3000",
  },
  services: [
    { code: "V2101", type: "voip", serviceStatus: "Active", planCode: "VOIP-PAYG", phoneNumber: "03 9123 4567" },
  ],
  unpaid: 1,
};
