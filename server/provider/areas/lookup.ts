import type { CallDef } from "#server/provider/call-def.ts";
import { calls } from "#server/provider/calls.ts";
import type { Http } from "#server/provider/http.ts";

const c = calls.lookup;

type Codes = readonly string[];

export function lookupApi(http: Http) {
  const contracts =
    <T>(call: CallDef<T>) =>
    (q: { codes?: Codes } = {}) =>
      http.json(call, { query: { ...q } });
  const codeList =
    <T>(call: CallDef<T>) =>
    () =>
      http.json(call);
  return {
    /** GET lookup/payment/available-payment-methods → { availablePaymentMethods } */
    availablePaymentMethods: () => http.json(c.availablePaymentMethods),
    /** GET lookup/settings (sandbox shape) */
    settings: () => http.json(c.settings),
    /** GET lookup/products/service?serviceCode&codes&productType → { products } (static IP…) */
    serviceProducts: (q: { serviceCode?: string; codes?: Codes; productType?: string } = {}) =>
      http.json(c.serviceProducts, { query: { ...q } }),
    /** GET lookup/products/hardware?codes → { products } */
    hardwareProducts: (q: { codes?: Codes } = {}) => http.json(c.hardwareProducts, { query: { ...q } }),
    /** GET lookup/network-status (sandbox shape) */
    networkStatus: () => http.json(c.networkStatus),
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
    invoice: (a: { id: number }) => http.json(c.invoice, { params: { id: a.id } }),
  };
}
