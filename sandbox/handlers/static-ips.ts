import { z } from "zod";
import type { Service } from "#server/provider/schemas.ts";
import type { Ctx, HandlerMap } from "#sandbox/context.ts";
import { fail, ok, parseBody } from "#sandbox/context.ts";
import type { Row } from "#sandbox/store.ts";
import { BROADBAND_TYPES, myService } from "./shared.ts";

/**
 * Static IP addresses (management/settings/static-ips/assign and /unassign): one address per
 * broadband service, from a documentation range (RFC 5737 TEST-NET-2) so that it never looks
 * like the dynamic addresses of the radius status (TEST-NET-3).
 */
const POOL_PREFIX = "198.51.100.";
const POOL_FIRST = 10;
const POOL_LAST = 250;

const ipv4 = z
  .string()
  .regex(/^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/, "must be an IPv4 address");

function addressesInUse(ctx: Ctx, exceptId: number): Set<string> {
  return new Set(
    ctx.sb.store
      .list<Service>("services")
      .filter((r) => r.id !== exceptId && r.data.staticIpAddress)
      .map((r) => r.data.staticIpAddress!),
  );
}

/** Gives the service a static address (the one asked for, or the first free one) and returns it. */
export function assignStaticIp(ctx: Ctx, row: Row<Service>, wanted?: string): string {
  if (!BROADBAND_TYPES.includes(row.data.type as (typeof BROADBAND_TYPES)[number]))
    fail(400, "Invalid request: a static IP needs a broadband service");
  const used = addressesInUse(ctx, row.id);
  if (wanted && used.has(wanted)) fail(409, "The address is assigned to another service");
  let address = wanted ?? row.data.staticIpAddress ?? undefined;
  for (let n = POOL_FIRST; !address && n <= POOL_LAST; n++) {
    if (!used.has(`${POOL_PREFIX}${n}`)) address = `${POOL_PREFIX}${n}`;
  }
  if (!address) fail(503, "No static IP address is free");
  ctx.sb.store.update("services", row.id, { ...row.data, staticIpAddress: address });
  return address;
}

/**
 * The service a static IP call names: any account's for a member of staff (the API lets only staff
 * with a role for it make these calls), 404 when there is none.
 */
function namedService(ctx: Ctx, id: number): Row<Service> {
  if (!ctx.staff) return myService(ctx, id);
  const row = ctx.sb.store.get<Service>("services", id);
  if (!row) fail(404, "Service not found");
  return row;
}

export const staticIpHandlers: NonNullable<HandlerMap["management"]> = {
  assignStaticIp(ctx) {
    const body = parseBody(z.object({ serviceId: z.number().int(), ipAddress: ipv4.optional() }), ctx.body);
    const row = namedService(ctx, body.serviceId);
    const ipAddress = assignStaticIp(ctx, row, body.ipAddress);
    return ok({ serviceId: row.id, ipAddress, status: "assigned" });
  },
  unassignStaticIp(ctx) {
    const body = parseBody(z.object({ serviceId: z.number().int() }), ctx.body);
    const row = namedService(ctx, body.serviceId);
    ctx.sb.store.update("services", row.id, { ...row.data, staticIpAddress: null });
    return ok({ serviceId: row.id, ipAddress: null, status: "unassigned" });
  },
};
