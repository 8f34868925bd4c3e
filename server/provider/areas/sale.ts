import type { CallDef } from "#server/provider/call-def.ts";
import { calls } from "#server/provider/calls.ts";
import type { Http } from "#server/provider/http.ts";
import type { LooseBody } from "#server/provider/loose.ts";

const c = calls.sale;

/** Sales calls (the join journey, /signup); request and answer shapes are the sandbox's. */
export function saleApi(http: Http) {
  const postLoose =
    <T>(call: CallDef<T>) =>
    (body: LooseBody) =>
      http.json(call, { body });
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
    /** POST sale/broadband/quote { planCode, locationId, hardwareCode?, voipCode? } → the quote */
    broadbandQuote: (body: { planCode: string; locationId: string; hardwareCode?: string; voipCode?: string }) =>
      http.json(c.broadbandQuote, { body }),
    /** GET sale/broadband/terms/{code}?hardwareCode&nbnLocId&voipCode&voipPortNumberFlag */
    broadbandTerms: (a: {
      code: string;
      hardwareCode?: string;
      nbnLocId?: string;
      voipCode?: string;
      voipPortNumberFlag?: boolean;
    }) => {
      const { code, ...query } = a;
      return http.json(c.broadbandTerms, { params: { code }, query });
    },
  };
}
