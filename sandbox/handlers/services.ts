import type { HandlerMap } from "#sandbox/context.ts";
import { fail, intParam, ok } from "#sandbox/context.ts";
import type { CdrRecord, HistoryRecord, NoteRecord } from "#sandbox/records.ts";
import { prng, seedOf } from "#sandbox/util.ts";
import { BROADBAND_TYPES, listServices, myService, myServices } from "./shared.ts";

/** account/services/*: lists, notes, history, VoIP call records, radius status. */

export const serviceHandlers: HandlerMap["account"] = {
  services: (ctx) => ok(listServices(ctx)),
  servicesV2: (ctx) => ok(listServices(ctx)),
  voipServices: (ctx) => ok(listServices(ctx, ["voip"])),
  energyServices: (ctx) => ok(listServices(ctx, ["electricity", "gas"])),
  gasServices: (ctx) => ok(listServices(ctx, ["gas"])),
  electricityServices: (ctx) => ok(listServices(ctx, ["electricity"])),
  broadbandServices: (ctx) => ok(listServices(ctx, BROADBAND_TYPES)),
  nbnServices: (ctx) => ok(listServices(ctx, ["nbn"])),
  dslServices: (ctx) => ok(listServices(ctx, ["dsl"])),

  serviceNotes(ctx) {
    const service = myService(ctx, intParam(ctx.query.get("serviceId"), "serviceId"));
    const notes = ctx.sb.store
      .list<NoteRecord>("notes", { ref: String(service.id) })
      .reverse()
      .map((r) => ({ id: r.id, createdAt: r.data.createdAt, author: r.data.author, text: r.data.text }));
    return ok({ notes });
  },

  serviceHistory(ctx) {
    const service = myService(ctx, intParam(ctx.query.get("serviceId"), "serviceId"));
    const history = ctx.sb.store
      .list<HistoryRecord>("history", { ref: String(service.id) })
      .reverse()
      .map((r) => ({ id: r.id, date: r.data.date, event: r.data.event, description: r.data.description }));
    return ok({ history });
  },

  radiusStatus(ctx) {
    const service = myService(ctx, intParam(ctx.query.get("serviceId"), "serviceId")).data;
    const avcId = ctx.query.get("avcId");
    if (avcId && service.avcId && avcId !== service.avcId)
      fail(400, "Invalid request: avcId does not match the service");
    // A service still to be connected has no line and no session yet.
    if (
      service.serviceStatus === "Cancelled" ||
      service.serviceStatus === "Pending connection" ||
      !BROADBAND_TYPES.includes(service.type as (typeof BROADBAND_TYPES)[number])
    ) {
      return ok({ timeOnline: null, isConnected: false, framedIpAddress: null });
    }
    // A session that started at a fixed time of day; the IP is derived from the service.
    const r = prng(seedOf(service.code));
    const sessionStart =
      Math.floor(ctx.sb.now() / 86_400_000) * 86_400_000 - Math.floor(r() * 3) * 86_400_000 - 3 * 3600_000;
    return ok({
      timeOnline: Math.floor((ctx.sb.now() - sessionStart) / 1000),
      isConnected: true,
      // A static IP, once assigned, is the session's address; otherwise a dynamic one.
      framedIpAddress: service.staticIpAddress ?? `203.0.113.${10 + Math.floor(r() * 200)}`,
    });
  },

  voipUsage(ctx) {
    const service = myService(ctx, intParam(ctx.params.id, "id"));
    const from = ctx.query.get("from");
    const to = ctx.query.get("to");
    for (const [name, v] of [
      ["from", from],
      ["to", to],
    ] as const) {
      if (v && !/^\d{4}-\d{2}-\d{2}$/.test(v)) fail(400, `Invalid request: ${name} must be YYYY-MM-DD`);
    }
    const uninvoiced = ctx.query.get("uninvoiced") === "true";
    const cdrs = ctx.sb.store
      .list<CdrRecord>("cdrs", { ref: String(service.id) })
      .filter((r) => (from ? r.data.startedAt.slice(0, 10) >= from : true))
      .filter((r) => (to ? r.data.startedAt.slice(0, 10) <= to : true))
      .filter((r) => (uninvoiced ? !r.data.invoiced : true))
      .reverse()
      .map((r) => ({ id: r.id, ...r.data, serviceId: undefined }));
    return ok({ cdrs });
  },

  voipUnbilledCdrs(ctx) {
    const ids = new Set(
      myServices(ctx)
        .filter((s) => s.data.type === "voip")
        .map((s) => String(s.id)),
    );
    const cdrs = ctx.sb.store
      .list<CdrRecord>("cdrs", { accountCode: ctx.auth!.accountCode })
      .filter((r) => ids.has(r.ref ?? "") && !r.data.invoiced)
      .reverse()
      .map((r) => ({ id: r.id, ...r.data, serviceId: undefined }));
    return ok({ cdrs });
  },
};
