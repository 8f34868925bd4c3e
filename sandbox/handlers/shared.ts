import type { Service } from "#server/provider/schemas/services.ts";
import type { Ctx } from "#sandbox/context.ts";
import { fail, me } from "#sandbox/context.ts";
import type { Row } from "#sandbox/store.ts";
import { providerIsoDate, queryList } from "#sandbox/util.ts";
import { findContract } from "#sandbox/catalogue.ts";

/** Lookups every area's handlers need: the caller's services. */

export function myServices(ctx: Ctx): Row<Service>[] {
  return ctx.sb.store.list<Service>("services", { accountCode: me(ctx).accountCode });
}

/** A service of the signed-in account by id (404 when it is someone else's or unknown). */
export function myService(ctx: Ctx, id: number | string): Row<Service> {
  const row = ctx.sb.store.get<Service>("services", Number(id));
  if (!row || row.accountCode !== me(ctx).accountCode) fail(404, "Service not found");
  return row;
}

export function myServiceByCode(ctx: Ctx, code: string): Row<Service> {
  const row = myServices(ctx).find((s) => s.data.code === code);
  if (!row) fail(404, "Service not found");
  return row;
}

/** Services filtered by `?codes` and `?types` and a fixed set of types. */
export function listServices(ctx: Ctx, onlyTypes?: readonly string[]): { services: Service[] } {
  const codes = queryList(ctx.query, "codes");
  const types = queryList(ctx.query, "types").map((t) => t.toLowerCase());
  const today = providerIsoDate(new Date(ctx.sb.now()));
  const services = myServices(ctx)
    .map((r) => withAllowance(asOf(r.data, today)))
    .filter((s) => (onlyTypes ? onlyTypes.includes(s.type) : true))
    .filter((s) => (codes.length ? codes.includes(s.code) : true))
    .filter((s) => (types.length ? types.includes(s.type.toLowerCase()) : true));
  return { services };
}

/** A capped broadband plan's data a month, from the catalogue (decision 082): unlimited plans say nothing. */
export function withAllowance(service: Service): Service {
  if (!(BROADBAND_TYPES as readonly string[]).includes(service.type)) return service;
  const allowance = findContract(service.planCode ?? "")?.dataAllowanceBytes;
  return allowance ? { ...service, dataAllowanceBytes: allowance } : service;
}

/** A service whose cancellation date has come is cancelled (decision 023). */
export function asOf(service: Service, today: string): Service {
  return service.cancellationDate && service.cancellationDate <= today && service.serviceStatus !== "Cancelled"
    ? { ...service, serviceStatus: "Cancelled" }
    : service;
}

export const BROADBAND_TYPES = ["nbn", "dsl", "uniti"] as const;
