import { z } from "zod";
import { type LifeSupportEquipment, lifeSupportEquipment } from "#server/provider/schemas/services.ts";
import type { Ctx, HandlerMap } from "#sandbox/context.ts";
import { fail, me, nextReference, ok, parseBody } from "#sandbox/context.ts";
import { sendConfirmation } from "#sandbox/confirmations.ts";
import type { HardwareOrderRecord } from "#sandbox/records.ts";
import { addDays, isoDate, providerIsoDate, startOfToday } from "#sandbox/util.ts";
import { asOf, myService } from "./shared.ts";
import { servicePlace } from "#sandbox/service-words.ts";

/**
 * Extensions (decision 080): life support at an energy service's address, and a lost or stolen
 * mobile SIM blocked with a replacement posted. Each answers like the other account actions, sends
 * its confirmation, and writes what the sandbox did beside it (the distributor's notice, the SIM
 * order), which /__sandbox/records/… shows.
 */

/** The equipment as the provider's messages name it. */
const EQUIPMENT_NAMES: Record<LifeSupportEquipment, string> = {
  "oxygen-concentrator": "oxygen concentrator",
  "kidney-dialysis": "kidney dialysis machine",
  cpap: "chronic positive airways pressure respirator (CPAP)",
  "crigler-najjar-phototherapy": "Crigler-Najjar syndrome phototherapy equipment",
  ventilator: "ventilator for life support",
  other: "other equipment a medical practitioner certifies",
};

/**
 * National Energy Retail Rules, rule 125: the medical confirmation form gives the customer at
 * least 50 business days from its issue to return it. Weekdays here; a real provider also skips the
 * public holidays of the customer's state.
 */
export const MEDICAL_CONFIRMATION_BUSINESS_DAYS = 50;

export function businessDaysAfter(from: Date, days: number): Date {
  let date = from;
  for (let left = days; left > 0;) {
    date = addDays(date, 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date;
}

const today = (ctx: Ctx) => providerIsoDate(new Date(ctx.sb.now()));

/** A service of the account that is active today and of one of `types` (409 otherwise). */
function activeOf(ctx: Ctx, serviceId: number, types: readonly string[], what: string) {
  const row = myService(ctx, serviceId);
  if (!types.includes(row.data.type)) fail(400, `Invalid request: ${what}`);
  const status = asOf(row.data, today(ctx)).serviceStatus;
  if (status !== "Active") fail(409, "The service is not active");
  return row;
}

const ENERGY = ["electricity", "gas"] as const;

export const safeguardHandlers: HandlerMap["account"] = {
  lifeSupportRegister(ctx) {
    const body = parseBody(
      z.object({
        serviceId: z.number().int(),
        equipment: lifeSupportEquipment,
        personName: z.string().trim().min(1).max(100),
      }),
      ctx.body,
    );
    const row = activeOf(ctx, body.serviceId, ENERGY, "life support is registered for gas or electricity");
    if (row.data.lifeSupport) fail(409, "Life support is already registered at this address");
    const now = new Date(ctx.sb.now());
    const reference = nextReference(ctx.sb, "LS");
    const due = isoDate(businessDaysAfter(startOfToday(ctx.sb.now()), MEDICAL_CONFIRMATION_BUSINESS_DAYS));
    const distributor = row.data.distributor?.name ?? "your distributor";
    // Rule 124(1)(c): the distributor is told (the sandbox keeps the notice it would send).
    ctx.sb.store.insert("distributor_notices", {
      accountCode: me(ctx).accountCode,
      ref: row.data.code,
      data: {
        kind: "life-support-registered",
        reference,
        distributor,
        serviceCode: row.data.code,
        address: row.data.address ?? null,
        equipment: body.equipment,
        personName: body.personName,
        requiredFrom: today(ctx),
        sentAt: now.toISOString(),
      },
    });
    ctx.sb.store.update("services", row.id, {
      ...row.data,
      lifeSupport: {
        reference,
        equipment: body.equipment,
        registeredAt: now.toISOString(),
        medicalConfirmationDue: due,
        distributorNotifiedAt: now.toISOString(),
      },
    });
    sendConfirmation(ctx.sb, me(ctx).accountCode, "life-support-registered", {
      reference,
      place: servicePlace(row.data),
      equipment: EQUIPMENT_NAMES[body.equipment],
      distributor,
      medicalConfirmationDue: due,
    });
    return ok({
      reference,
      status: "registered",
      message: "Life support is registered and your distributor has been told.",
      medicalConfirmationDue: due,
    });
  },

  lifeSupportRemove(ctx) {
    const body = parseBody(
      z.object({ serviceId: z.number().int(), reason: z.string().trim().min(1).max(200) }),
      ctx.body,
    );
    const row = myService(ctx, body.serviceId);
    if (!ENERGY.includes(row.data.type as (typeof ENERGY)[number]))
      fail(400, "Invalid request: life support is registered for gas or electricity");
    if (!row.data.lifeSupport) fail(409, "There is no life support registration at this address");
    const reference = nextReference(ctx.sb, "LS");
    const distributor = row.data.distributor?.name ?? "your distributor";
    ctx.sb.store.insert("distributor_notices", {
      accountCode: me(ctx).accountCode,
      ref: row.data.code,
      data: {
        kind: "life-support-removed",
        reference,
        distributor,
        serviceCode: row.data.code,
        reason: body.reason,
        sentAt: new Date(ctx.sb.now()).toISOString(),
      },
    });
    ctx.sb.store.update("services", row.id, { ...row.data, lifeSupport: null });
    sendConfirmation(ctx.sb, me(ctx).accountCode, "life-support-removed", {
      reference,
      place: servicePlace(row.data),
      distributor,
    });
    return ok({ reference, status: "removed", message: "The life support registration is removed." });
  },

  simBlock(ctx) {
    const body = parseBody(
      z.object({
        serviceId: z.number().int(),
        reason: z.enum(["lost", "stolen"]),
        deliveryAddress: z.string().trim().min(1).max(200),
      }),
      ctx.body,
    );
    const row = activeOf(ctx, body.serviceId, ["mobile"], "only a mobile service has a SIM to block");
    if (row.data.simBlock) fail(409, "The SIM is already blocked");
    const now = new Date(ctx.sb.now()).toISOString();
    const reference = nextReference(ctx.sb, "SB");
    ctx.sb.store.insert<HardwareOrderRecord>("hardware_orders", {
      accountCode: me(ctx).accountCode,
      data: {
        code: reference,
        productCode: "SIM-REPLACEMENT",
        name: "Replacement SIM",
        status: "Ordered",
        orderedAt: now,
        trackingNumber: null,
        deliveryAddress: body.deliveryAddress,
      },
    });
    ctx.sb.store.update("services", row.id, {
      ...row.data,
      simBlock: { reference, reason: body.reason, blockedAt: now, replacementDeliveryAddress: body.deliveryAddress },
    });
    sendConfirmation(ctx.sb, me(ctx).accountCode, "sim-blocked", {
      reference,
      phoneNumber: row.data.phoneNumber ?? row.data.code,
      deliveryAddress: body.deliveryAddress,
    });
    return ok({ reference, status: "blocked", message: "The SIM is blocked and a replacement is on its way." });
  },

  simUnblock(ctx) {
    const body = parseBody(z.object({ serviceId: z.number().int() }), ctx.body);
    const row = myService(ctx, body.serviceId);
    if (row.data.type !== "mobile") fail(400, "Invalid request: only a mobile service has a SIM to unblock");
    if (!row.data.simBlock) fail(409, "The SIM is not blocked");
    const reference = nextReference(ctx.sb, "SB");
    ctx.sb.store.update("services", row.id, { ...row.data, simBlock: null });
    sendConfirmation(ctx.sb, me(ctx).accountCode, "sim-unblocked", {
      reference,
      phoneNumber: row.data.phoneNumber ?? row.data.code,
    });
    return ok({ reference, status: "unblocked", message: "The SIM works again." });
  },
};
