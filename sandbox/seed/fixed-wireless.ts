import type { DemoAccount } from "./demo-account.ts";

/** fw@example.com: nbn fixed wireless in the country, with two unpaid bills (the older overdue). */
export const fixedWirelessAccount: DemoAccount = {
  accountCode: "A10004",
  email: "fw@example.com",
  firstName: "Pat",
  lastName: "Rural",
  phoneMobile: "0415 666 777",
  address: {
    streetNumber: "1402",
    streetName: "Mitchell",
    streetType: "Hwy",
    suburb: "Dubbo",
    state: "NSW",
    postCode: "2830",
  },
  services: [
    {
      code: "N1501",
      type: "nbn",
      serviceStatus: "Active",
      planCode: "NBNFW25-5",
      avcId: "AVC000000000002",
      planContext: 5,
    },
  ],
  unpaid: 2,
};
