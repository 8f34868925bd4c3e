import type { DemoAccount } from "./demo-account.ts";

/**
 * capped@example.com: NBN on a capped plan (200 GB a month, decision 082), so home and usage show
 * an allowance for broadband and its data alerts can be tried (`POST /__sandbox/usage`).
 */
export const cappedAccount: DemoAccount = {
  accountCode: "A10005",
  email: "capped@example.com",
  firstName: "Kim",
  lastName: "Light",
  phoneMobile: "0416 888 999",
  address: {
    streetNumber: "22",
    streetName: "Chapel",
    streetType: "St",
    suburb: "Windsor",
    state: "VIC",
    postCode: "3181",
  },
  services: [
    { code: "N1601", type: "nbn", serviceStatus: "Active", planCode: "NBN50-20-200GB", avcId: "AVC000000000003" },
  ],
  unpaid: 1,
};
