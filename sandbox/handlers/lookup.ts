import type { HandlerMap, Handler } from "#sandbox/context.ts";
import { ok } from "#sandbox/context.ts";
import { addressLookups, availablePaymentMethods, contracts, products } from "#sandbox/catalogue.ts";
import { queryList, startOfToday } from "#sandbox/util.ts";
import { invoiceLookup } from "./billing.ts";
import { myServiceByCode } from "./shared.ts";

/** lookup/*: the catalogue, payment methods, address lists, network status. */

function contractList(serviceType: string): Handler {
  return (ctx) => {
    const codes = queryList(ctx.query, "codes");
    return ok({
      contracts: contracts.filter(
        (c) => c.serviceType === serviceType && (codes.length ? codes.includes(c.code) : true),
      ),
    });
  };
}

const codeList =
  (key: string): Handler =>
  () =>
    ok({ items: addressLookups[key] ?? [] });

export const lookupHandlers: HandlerMap["lookup"] = {
  availablePaymentMethods: () => ok({ availablePaymentMethods }),
  settings: () =>
    ok({ supportPhone: "1300 980 711", features: { hardware: true, voip: true, moving: false, staticIp: true } }),

  serviceProducts(ctx) {
    const codes = queryList(ctx.query, "codes");
    const productType = ctx.query.get("productType");
    const serviceCode = ctx.query.get("serviceCode");
    let list = products.filter(
      (p) => (codes.length ? codes.includes(p.code) : true) && (productType ? p.productType === productType : true),
    );
    if (serviceCode) {
      // Products the service does not have yet; a static IP only for broadband.
      const service = myServiceByCode(ctx, serviceCode).data;
      const has = new Set((service.products ?? []).map((p) => p.code));
      const broadband = ["nbn", "dsl", "uniti"].includes(service.type);
      list = list.filter((p) => !(p.productType === "static-ip" && (has.has(p.code) || !broadband)));
    }
    return ok({ products: list });
  },

  hardwareProducts(ctx) {
    const codes = queryList(ctx.query, "codes");
    return ok({
      products: products.filter((p) => p.productType === "hardware" && (codes.length ? codes.includes(p.code) : true)),
    });
  },

  networkStatus(ctx) {
    const today = startOfToday(ctx.sb.now());
    return ok({
      status: "degraded",
      updatedAt: new Date(ctx.sb.now()).toISOString(),
      incidents: [
        {
          id: 1,
          title: "Service disruption in parts of Sydney",
          region: "NSW",
          status: "investigating",
          startedAt: new Date(today.getTime() - 2 * 3600_000).toISOString(),
        },
      ],
    });
  },

  voipContracts: contractList("voip"),
  mobileContracts: contractList("mobile"),
  gasContracts: contractList("gas"),
  electricityContracts: contractList("electricity"),
  nbnContracts: contractList("nbn"),
  unitiContracts: contractList("uniti"),
  dslContracts: contractList("dsl"),
  unitTypes: codeList("unit-types"),
  streetTypes: codeList("street-types"),
  levelTypes: codeList("level-types"),
  lotTypes: codeList("lot-types"),
  locationStates: codeList("location-states"),
  invoice: invoiceLookup,
};
