import { calls } from "#server/provider/calls.ts";
import type { Http } from "#server/provider/http.ts";
import type { LooseBody } from "#server/provider/loose.ts";
import type { LocatedAddress } from "#server/provider/schemas/sale.ts";

const c = calls.qualification;

/** Service qualification of an address (sandbox shape: { qualified, technology, planContext, … }). */
export function qualificationApi(http: Http) {
  return {
    /** POST service-qualification/nbn/by-address (address body) */
    nbnByAddress: (body: LocatedAddress) => http.json(c.nbnByAddress, { body }),
    /** POST service-qualification/mobile/by-address (address body) */
    mobileByAddress: (body: LocatedAddress) => http.json(c.mobileByAddress, { body }),
    /** POST service-qualification/dsl/by-address (address body) */
    dslByAddress: (body: LocatedAddress) => http.json(c.dslByAddress, { body }),
    /** GET service-qualification/energy/by-post-code?postCode */
    energyByPostCode: (q: { postCode: string }) => http.json(c.energyByPostCode, { query: { ...q } }),
    /** POST service-qualification/energy */
    energy: (body: LooseBody) => http.json(c.energy, { body }),
  };
}
