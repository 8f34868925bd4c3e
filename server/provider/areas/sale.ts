import { calls } from "../calls.ts";
import type { Http } from "../http.ts";
import { looseObject } from "../loose.ts";
import type { LooseBody } from "../loose.ts";

const c = calls.sale;

/** Sales calls: no screen uses them; request and answer shapes are not shown in the spec. */
export function saleApi(http: Http) {
  const postLoose = (call: (typeof c)[keyof typeof c]) => (body: LooseBody) =>
    http.json(call, { body, schema: looseObject });
  return {
    product: postLoose(c.product),
    orderSummary: postLoose(c.orderSummary),
    /** POST /api/v2/sale/order/summary */
    orderSummaryV2: postLoose(c.orderSummaryV2),
    energy: postLoose(c.energy),
    mobile: postLoose(c.mobile),
    voip: postLoose(c.voip),
    broadband: postLoose(c.broadband),
    broadbandRegisterDetails: postLoose(c.broadbandRegisterDetails),
    broadbandQuote: postLoose(c.broadbandQuote),
    /** GET sale/broadband/terms/{code}?hardwareCode&nbnLocId&voipCode&voipPortNumberFlag */
    broadbandTerms: (a: {
      code: string;
      hardwareCode?: string;
      nbnLocId?: string;
      voipCode?: string;
      voipPortNumberFlag?: boolean;
    }) => {
      const { code, ...query } = a;
      return http.json(c.broadbandTerms, { params: { code }, query, schema: looseObject });
    },
  };
}
