import { z } from "zod";
import { addressBook, energyAt } from "#sandbox/address-book.ts";
import { findContract, findProduct } from "#sandbox/catalogue.ts";
import type { Handler, HandlerMap } from "#sandbox/context.ts";
import { fail, nextReference, ok, parseBody } from "#sandbox/context.ts";
import { registerDetails } from "./new-account.ts";
import { planSoldAt, quoteBody, quoteFor } from "./quotes.ts";

/**
 * The sales side of the provider (spec §7 "Sale"): a sale of each kind of service, a product
 * added, quotes and order summaries, a broadband plan's terms. Finding an address is
 * ./location-search.ts, what it qualifies for ./qualification.ts, a quote ./quotes.ts, the new
 * account ./new-account.ts. None of these needs a customer's token (server.ts: ANONYMOUS_CALLS);
 * each validates its body.
 */

const saleBody = z.object({
  locationId: z.string().trim().min(1, "is required").max(40),
  planCode: z.string().trim().min(1, "is required").max(40),
});

/** A sale of one kind of service: the plan must be of that kind (and, for broadband, sold at the address). */
const sale =
  (serviceTypes: readonly string[]): Handler =>
  (ctx) => {
    const body = parseBody(saleBody, ctx.body);
    const plan = findContract(body.planCode);
    if (!plan || !serviceTypes.includes(plan.serviceType))
      fail(400, `Invalid request: planCode: is not a ${serviceTypes.join(" or ")} plan`);
    const entry = addressBook.find((e) => e.address.locationId === body.locationId);
    if (!entry) fail(400, "Invalid request: locationId: is not a known location");
    if (["nbn", "dsl"].includes(plan.serviceType) && !planSoldAt(plan, entry))
      fail(422, `${plan.name} is not available at this address`);
    if (plan.serviceType === "mobile" && !entry.mobile) fail(422, "No mobile coverage at this address");
    if (
      ["electricity", "gas"].includes(plan.serviceType) &&
      !energyAt(entry.address.postCode)[plan.serviceType as "gas"]
    ) {
      fail(422, `${plan.name} is not sold in postcode ${entry.address.postCode}`);
    }
    return ok({
      saleId: nextReference(ctx.sb, "SL"),
      status: "received",
      planCode: plan.code,
      locationId: body.locationId,
    });
  };

const orderSummary: Handler = (ctx) => {
  const body = parseBody(quoteBody, ctx.body);
  const quote = quoteFor(ctx.sb, body);
  return ok({ ...quote, summary: quote.lines.map((l) => l.description) });
};

export const saleHandlers: HandlerMap["sale"] = {
  product: (ctx) => {
    const body = parseBody(
      z.object({
        serviceCode: z.string().trim().min(1, "is required").max(20),
        productCode: z.string().trim().min(1, "is required").max(40),
      }),
      ctx.body,
    );
    const product = findProduct(body.productCode);
    if (!product) fail(400, "Invalid request: productCode: is not a product we sell");
    return ok({
      saleId: nextReference(ctx.sb, "SL"),
      status: "received",
      productCode: product.code,
      serviceCode: body.serviceCode,
    });
  },
  orderSummary,
  orderSummaryV2: orderSummary,
  energy: sale(["electricity", "gas"]),
  mobile: sale(["mobile"]),
  voip: sale(["voip"]),
  broadband: sale(["nbn", "dsl"]),
  broadbandQuote(ctx) {
    return ok(quoteFor(ctx.sb, parseBody(quoteBody, ctx.body)));
  },
  broadbandRegisterDetails: registerDetails,
  broadbandTerms(ctx) {
    const plan = findContract(ctx.params.code ?? "");
    if (!plan || !["nbn", "dsl"].includes(plan.serviceType)) fail(404, "No terms for this plan");
    const hardwareCode = ctx.query.get("hardwareCode");
    if (hardwareCode && findProduct(hardwareCode)?.productType !== "hardware")
      fail(400, "Invalid request: hardwareCode is not hardware we sell");
    const voipCode = ctx.query.get("voipCode");
    if (voipCode && findContract(voipCode)?.serviceType !== "voip")
      fail(400, "Invalid request: voipCode is not a home phone plan");
    const term = plan.termMonths ?? 0;
    const summary = [
      term
        ? `A minimum term of ${term} months; leaving earlier costs the months left of the plan's price.`
        : "No lock-in contract: leave with 30 days' notice.",
      "Charged monthly in advance from the day the service connects.",
      "Speeds are the most the plan allows; the speed you get depends on your line and the network's busy hours.",
    ];
    if (hardwareCode)
      summary.push("Hardware is yours to keep; its one-off price is charged on your first bill, not when you join.");
    if (voipCode)
      summary.push(`Home phone: ${findContract(voipCode)!.name}; emergency calls (000) need power to the modem.`);
    return ok({
      code: plan.code,
      title: `${plan.name}: critical information`,
      summary,
      minimumTermMonths: term,
      cancellationFeeCents: term ? (plan.earlyExitFeeCents ?? 0) : 0,
    });
  },
};
