import { z } from "zod";
import { locatedAddress } from "#server/provider/schemas/sale.ts";
import { NBN_TECHNOLOGY, energyAt } from "#sandbox/address-book.ts";
import type { Handler, HandlerMap } from "#sandbox/context.ts";
import { fail, ok, parseBody, requireQuery } from "#sandbox/context.ts";
import { findAddress } from "./location-search.ts";

/** Qualification: what an address can have (nbn and its technology, ADSL, mobile coverage, energy by postcode). */

const qualificationBody = locatedAddress.extend({
  streetName: z.string().trim().min(1, "is required").max(60),
  streetType: z.string().trim().min(1, "is required").max(10),
  suburb: z.string().trim().min(1, "is required").max(60),
  state: z.enum(["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"], {
    message: "must be an Australian state or territory code",
  }),
  postCode: z.string().regex(/^\d{4}$/, "must be 4 digits"),
});

export const NOT_FOUND = "We could not find this address on the network";

const nbnQualification: Handler = (ctx) => {
  const entry = findAddress(parseBody(qualificationBody, ctx.body));
  if (!entry) return ok({ qualified: false, technology: null, locationId: null, reason: NOT_FOUND });
  if (!entry.nbn) {
    return ok({
      qualified: false,
      technology: null,
      locationId: entry.address.locationId,
      reason: "The nbn is not available at this address yet",
    });
  }
  const t = NBN_TECHNOLOGY[entry.nbn];
  return ok({
    qualified: true,
    technology: entry.nbn,
    locationId: entry.address.locationId,
    planContext: t.planContext,
    maxDownloadMbps: t.maxDownloadMbps,
    technicianRequired: t.technician,
  });
};

const dslQualification: Handler = (ctx) => {
  const entry = findAddress(parseBody(qualificationBody, ctx.body));
  if (!entry?.dsl) {
    return ok({
      qualified: false,
      technology: null,
      locationId: entry?.address.locationId ?? null,
      reason: entry ? "ADSL is not available at this address" : NOT_FOUND,
    });
  }
  return ok({
    qualified: true,
    technology: "ADSL2+",
    locationId: entry.address.locationId,
    maxDownloadMbps: 24,
    technicianRequired: false,
  });
};

const mobileQualification: Handler = (ctx) => {
  const entry = findAddress(parseBody(qualificationBody, ctx.body));
  if (!entry?.mobile) {
    return ok({
      qualified: false,
      technology: null,
      locationId: entry?.address.locationId ?? null,
      reason: "No mobile coverage at this address",
    });
  }
  return ok({ qualified: true, technology: "4G/5G", locationId: entry.address.locationId });
};

export const qualificationHandlers: HandlerMap["qualification"] = {
  nbnByAddress: nbnQualification,
  dslByAddress: dslQualification,
  mobileByAddress: mobileQualification,
  energyByPostCode(ctx) {
    const postCode = requireQuery(ctx, "postCode");
    if (!/^\d{4}$/.test(postCode)) fail(400, "Invalid request: postCode must be 4 digits");
    return ok({ postCode, ...energyAt(postCode) });
  },
  energy(ctx) {
    const body = parseBody(
      z.object({
        postCode: z.string().regex(/^\d{4}$/, "must be 4 digits"),
        fuel: z.enum(["electricity", "gas"]).optional(),
      }),
      ctx.body,
    );
    const energy = energyAt(body.postCode);
    return ok({
      postCode: body.postCode,
      ...energy,
      qualified: body.fuel ? energy[body.fuel] : energy.electricity || energy.gas,
    });
  },
};
