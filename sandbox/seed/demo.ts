import type { Service } from "#server/provider/schemas/services.ts";
import type { HardwareOrderRecord } from "#sandbox/records.ts";
import type { Store } from "#sandbox/store.ts";
import { findProduct } from "#sandbox/catalogue.ts";
import { insertRequest } from "#sandbox/requests.ts";
import type { DemoAccount } from "./demo-account.ts";

const DAY_MS = 86_400_000;

/**
 * demo@example.com: broadband (nbn, with a current outage), a home phone and a cancelled DSL line.
 * /requests shows each status (decision 023): a complaint being investigated, a resolved fault,
 * a modem on its way (Dispatched, with tracking) and a delivered mesh kit. Ages are from `now`,
 * so the statuses hold whenever the seed runs.
 */
export const demoAccount: DemoAccount = {
  accountCode: "A10001",
  email: "demo@example.com",
  firstName: "Alex",
  lastName: "Citizen",
  phoneMobile: "0412 345 678",
  address: {
    streetNumber: "12",
    streetName: "Harbour",
    streetType: "St",
    suburb: "Sydney",
    state: "NSW",
    postCode: "2000",
  },
  services: [
    {
      code: "N1001",
      type: "nbn",
      serviceStatus: "Active",
      planCode: "NBN100-20",
      avcId: "AVC000000000001",
      planContext: 1,
    },
    { code: "V2001", type: "voip", serviceStatus: "Active", planCode: "VOIP-UNL", phoneNumber: "02 9876 5432" },
    { code: "D4001", type: "dsl", serviceStatus: "Cancelled", planCode: "ADSL-UNL" },
  ],
  unpaid: 1,
  currentOutage: true,
  extras: seedRequestsAndOrders,
};

function seedRequestsAndOrders(store: Store, now: number): void {
  const service = (code: string) => store.find<Service>("services", { ref: code })!.data;
  const n1001 = service("N1001");
  insertRequest(
    store,
    demoAccount.accountCode,
    {
      prefix: "SR",
      kind: "fault",
      summary: "Internet drops out every evening",
      serviceId: n1001.id,
      serviceCode: n1001.code,
    },
    now - 12 * DAY_MS,
  );
  insertRequest(
    store,
    demoAccount.accountCode,
    {
      prefix: "SR",
      kind: "complaint",
      summary: "Billed twice for October",
      serviceId: n1001.id,
      serviceCode: n1001.code,
    },
    now - 3 * DAY_MS,
  );
  const modemOrdered = now - 2 * DAY_MS;
  const meshOrdered = now - 20 * DAY_MS;
  const modem = insertRequest(
    store,
    demoAccount.accountCode,
    {
      prefix: "PR",
      kind: "product-addition",
      summary: "Wi-Fi 6 modem added to N1001",
      serviceId: n1001.id,
      serviceCode: n1001.code,
      details: { productCode: "MODEM-AX" },
    },
    modemOrdered,
  );
  const mesh = insertRequest(
    store,
    demoAccount.accountCode,
    {
      prefix: "PR",
      kind: "product-addition",
      summary: "Mesh Wi-Fi (2 pack) added to N1001",
      serviceId: n1001.id,
      serviceCode: n1001.code,
      details: { productCode: "MESH-2PK" },
    },
    meshOrdered,
  );
  const order = (code: string, productCode: string, name: string, orderedAt: number): HardwareOrderRecord => ({
    code,
    productCode,
    name,
    status: "Ordered",
    orderedAt: new Date(orderedAt).toISOString(),
    trackingNumber: null,
  });
  store.insert("hardware_orders", {
    accountCode: demoAccount.accountCode,
    data: order(mesh, "MESH-2PK", "Mesh Wi-Fi (2 pack)", meshOrdered),
  });
  store.insert("hardware_orders", {
    accountCode: demoAccount.accountCode,
    data: order(modem, "MODEM-AX", "Wi-Fi 6 modem", modemOrdered),
  });
  // What was ordered is on the service, as an order made in the portal leaves it.
  const n1001Row = store.find<Service>("services", { ref: "N1001" })!;
  store.update("services", n1001Row.id, {
    ...n1001Row.data,
    products: [
      ...(n1001Row.data.products ?? []),
      ...[
        { code: "MESH-2PK", at: meshOrdered },
        { code: "MODEM-AX", at: modemOrdered },
      ].map(({ code, at }) => {
        const product = findProduct(code)!;
        return {
          code,
          name: product.name,
          priceCents: product.priceCents,
          monthlyPriceCents: product.monthlyPriceCents,
          addedAt: new Date(at).toISOString(),
        };
      }),
    ],
  });
}
