import type { CallDef } from "#server/provider/calls.ts";
import { calls } from "#server/provider/calls.ts";
import type { Http } from "#server/provider/http.ts";
import * as s from "#server/provider/schemas.ts";

const c = calls.lookup;

type Codes = readonly string[];

export function lookupApi(http: Http) {
  const contracts =
    (call: CallDef) =>
    (q: { codes?: Codes } = {}) =>
      http.json(call, { query: { ...q }, schema: s.contractsResponse });
  const codeList = (call: CallDef) => () => http.json(call, { schema: s.codeListResponse });
  return {
    /** GET lookup/payment/available-payment-methods → { availablePaymentMethods } */
    availablePaymentMethods: () => http.json(c.availablePaymentMethods, { schema: s.availablePaymentMethodsResponse }),
    /** GET lookup/settings (sandbox shape) */
    settings: () => http.json(c.settings, { schema: s.settingsResponse }),
    /** GET lookup/products/service?serviceCode&codes&productType → { products } (static IP…) */
    serviceProducts: (q: { serviceCode?: string; codes?: Codes; productType?: string } = {}) =>
      http.json(c.serviceProducts, { query: { ...q }, schema: s.productsResponse }),
    /** GET lookup/products/hardware?codes → { products } */
    hardwareProducts: (q: { codes?: Codes } = {}) =>
      http.json(c.hardwareProducts, { query: { ...q }, schema: s.productsResponse }),
    /** GET lookup/network-status (sandbox shape) */
    networkStatus: () => http.json(c.networkStatus, { schema: s.networkStatus }),
    /** GET lookup/contracts/… ?codes → { contracts } (plans) */
    voipContracts: contracts(c.voipContracts),
    mobileContracts: contracts(c.mobileContracts),
    gasContracts: contracts(c.gasContracts),
    electricityContracts: contracts(c.electricityContracts),
    nbnContracts: contracts(c.nbnContracts),
    unitiContracts: contracts(c.unitiContracts),
    dslContracts: contracts(c.dslContracts),
    /** GET lookup/address/… → { items: [{ code, name }] } */
    unitTypes: codeList(c.unitTypes),
    streetTypes: codeList(c.streetTypes),
    levelTypes: codeList(c.levelTypes),
    lotTypes: codeList(c.lotTypes),
    locationStates: codeList(c.locationStates),
    /** GET lookup/account/invoice/{id} → invoice with lines */
    invoice: (a: { id: number }) => http.json(c.invoice, { params: { id: a.id }, schema: s.invoiceFull }),
  };
}
