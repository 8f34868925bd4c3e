import { calls } from "../calls.ts";
import type { Http } from "../http.ts";
import { looseObject } from "../loose.ts";
import type { LooseBody } from "../loose.ts";
import type { Address } from "../schemas.ts";

const c = calls.qualification;

/** Service qualification answers are (sandbox shape): { qualified, technology?, products?, … }. */
export function qualificationApi(http: Http) {
  return {
    /** POST service-qualification/nbn/by-address (address body) */
    nbnByAddress: (body: Address) => http.json(c.nbnByAddress, { body, schema: looseObject }),
    /** POST service-qualification/mobile/by-address (address body) */
    mobileByAddress: (body: Address) => http.json(c.mobileByAddress, { body, schema: looseObject }),
    /** POST service-qualification/dsl/by-address (address body) */
    dslByAddress: (body: Address) => http.json(c.dslByAddress, { body, schema: looseObject }),
    /** GET service-qualification/energy/by-post-code?postCode */
    energyByPostCode: (q: { postCode: string }) =>
      http.json(c.energyByPostCode, { query: { ...q }, schema: looseObject }),
    /** POST service-qualification/energy */
    energy: (body: LooseBody) => http.json(c.energy, { body, schema: looseObject }),
  };
}
