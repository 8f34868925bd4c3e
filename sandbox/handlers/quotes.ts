import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Contract } from "#server/provider/schemas/plans.ts";
import { type BookEntry, NBN_TECHNOLOGY, addressBook } from "#sandbox/address-book.ts";
import { findContract, findProduct } from "#sandbox/catalogue.ts";
import type { Sandbox } from "#sandbox/context.ts";
import { fail } from "#sandbox/context.ts";
import { isoDate } from "#sandbox/util.ts";

/** A broadband quote: whether a plan is sold at an address, what it and its add-ons cost, when it connects. */

/** Whether the network sells a broadband plan at an address: its technology, fixed wireless or not, and speed. */
export function planSoldAt(plan: Contract, entry: BookEntry): boolean {
  const fixedWirelessPlan = plan.name.includes("FW") || [4, 5, 6].includes(plan.planContext ?? -1);
  if (plan.serviceType === "dsl") return entry.dsl;
  if (plan.serviceType !== "nbn" || !entry.nbn) return false;
  const t = NBN_TECHNOLOGY[entry.nbn];
  if (fixedWirelessPlan !== (entry.nbn === "Fixed Wireless")) return false;
  return (plan.downloadMbps ?? 0) <= t.maxDownloadMbps;
}

export const quoteBody = z.object({
  planCode: z.string().trim().min(1, "is required").max(40),
  locationId: z.string().trim().min(1, "is required").max(40),
  hardwareCode: z.string().trim().max(40).optional(),
  voipCode: z.string().trim().max(40).optional(),
});

export interface Quote {
  quoteId: string;
  planCode: string;
  planName: string;
  serviceType: string;
  locationId: string;
  hardwareCode: string | null;
  voipCode: string | null;
  monthlyPriceCents: number;
  minimumTermMonths: number;
  upfrontCents: number;
  lines: { description: string; oneOffCents: number; monthlyCents: number }[];
  connectionDate: string | null;
  technicianWindow: { date: string; from: string; to: string } | null;
}

/** The next working day `days` days on. */
function workingDayAfter(now: number, days: number): string {
  const d = new Date(now + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return isoDate(d);
}

/** A quote for a plan at an address, with what it costs and when it connects; a 400/422 when it cannot be sold. */
export function quoteFor(sb: Sandbox, body: z.infer<typeof quoteBody>): Quote {
  const entry = addressBook.find((e) => e.address.locationId === body.locationId);
  if (!entry) fail(400, "Invalid request: locationId: is not a known location");
  const plan = findContract(body.planCode);
  if (!plan || !["nbn", "dsl"].includes(plan.serviceType))
    fail(400, "Invalid request: planCode: is not a broadband plan");
  if (!planSoldAt(plan, entry)) fail(422, `${plan.name} is not available at this address`);
  const lines: Quote["lines"] = [{ description: plan.name, oneOffCents: 0, monthlyCents: plan.monthlyPriceCents }];
  let hardwareCode: string | null = null;
  if (body.hardwareCode) {
    const hardware = findProduct(body.hardwareCode);
    if (!hardware || hardware.productType !== "hardware")
      fail(400, "Invalid request: hardwareCode: is not hardware we sell");
    if (hardware.serviceTypes && !hardware.serviceTypes.includes(plan.serviceType))
      fail(422, `${hardware.name} does not work with ${plan.name}`);
    lines.push({
      description: hardware.name,
      oneOffCents: hardware.priceCents ?? 0,
      monthlyCents: hardware.monthlyPriceCents,
    });
    hardwareCode = hardware.code;
  }
  let voipCode: string | null = null;
  if (body.voipCode) {
    const voip = findContract(body.voipCode);
    if (!voip || voip.serviceType !== "voip") fail(400, "Invalid request: voipCode: is not a home phone plan");
    lines.push({ description: voip.name, oneOffCents: 0, monthlyCents: voip.monthlyPriceCents });
    voipCode = voip.code;
  }
  const days = entry.nbn ? NBN_TECHNOLOGY[entry.nbn].connectionDays : 10;
  const technician = entry.nbn ? NBN_TECHNOLOGY[entry.nbn].technician : true;
  const date = workingDayAfter(sb.now(), days);
  return {
    quoteId: `Q${randomBytes(5).toString("hex").toUpperCase()}`,
    planCode: plan.code,
    planName: plan.name,
    serviceType: plan.serviceType,
    locationId: entry.address.locationId!,
    hardwareCode,
    voipCode,
    monthlyPriceCents: lines.reduce((sum, l) => sum + l.monthlyCents, 0),
    minimumTermMonths: plan.termMonths ?? 0,
    upfrontCents: lines.reduce((sum, l) => sum + l.oneOffCents, 0),
    lines,
    connectionDate: technician ? null : date,
    technicianWindow: technician ? { date, from: "08:00", to: "12:00" } : null,
  };
}
