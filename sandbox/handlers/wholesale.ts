import type { DiagnosticResult } from "#server/provider/schemas/network.ts";
import { voipSettingsUpdate } from "#server/provider/schemas/network.ts";
import type { Ctx, HandlerMap } from "#sandbox/context.ts";
import { fail, me, ok, parseBody, requireQuery } from "#sandbox/context.ts";
import { diagnosticTests } from "#sandbox/catalogue.ts";
import type { DiagnosticRecord, OutageRecord, VoipSettingsRecord } from "#sandbox/records.ts";
import type { Row } from "#sandbox/store.ts";
import { prng, randomId, seedOf } from "#sandbox/util.ts";
import { myService, myServices } from "./shared.ts";

/** The wholesale network provider: VoIP settings, outages and diagnostics. */

function myVoipSettings(ctx: Ctx): Row<VoipSettingsRecord> {
  const service = myService(ctx, Number(ctx.params.id));
  const row = ctx.sb.store.find<VoipSettingsRecord>("voip_settings", { ref: String(service.id) });
  if (!row) fail(404, "No VoIP settings for this service");
  return row;
}

function supplierService(ctx: Ctx) {
  const supplierServiceId = requireQuery(ctx, "supplierServiceId");
  const supplier = requireQuery(ctx, "supplier");
  const service = myServices(ctx).find((s) => s.data.supplierServiceId === supplierServiceId);
  if (!service || (service.data.supplier ?? "") !== supplier) fail(404, "Service not found");
  return service.data;
}

const auPhone = /^(?:\+?61|0)?[23478]\d{8}$/;

const voipUpdate = voipSettingsUpdate
  .strict()
  .refine(
    (v) =>
      v.callForwardingNumber === undefined ||
      v.callForwardingNumber === null ||
      auPhone.test(v.callForwardingNumber.replace(/[\s()-]/g, "")),
    { message: "must be an Australian phone number", path: ["callForwardingNumber"] },
  );

/** A test's current state: pending until `completesAt`, then a deterministic result. */
function toResult(record: DiagnosticRecord, now: number): DiagnosticResult {
  const type = diagnosticTests.find((t) => t.testType === record.testType);
  const done = Date.parse(record.completesAt) <= now;
  const r = prng(seedOf(record.testId));
  const pass = r() > 0.15;
  const details: { label: string; value: string }[] = done
    ? ({
        "line-state": [
          { label: "Line state", value: pass ? "Up" : "Down" },
          { label: "Sync speed", value: pass ? `${Math.round(95 + r() * 5)}/${Math.round(18 + r() * 2)} Mbps` : "-" },
        ],
        "port-reset": [{ label: "Port reset", value: pass ? "Completed" : "Could not reset the port" }],
        "ncd-status": [
          { label: "Device", value: pass ? "Online" : "Not responding" },
          { label: "Last seen", value: new Date(Date.parse(record.completesAt)).toISOString() },
        ],
        "speed-profile": [{ label: "Assured speed", value: pass ? "Matches your plan" : "Below your plan" }],
      }[record.testType] ?? [])
    : [];
  return {
    testId: record.testId,
    testType: record.testType,
    name: type?.name ?? record.testType,
    status: done ? "completed" : "pending",
    result: done ? (pass ? "pass" : "fail") : null,
    summary: done ? (pass ? "No problems found." : "We found a problem. Lodge a fault report so we can fix it.") : null,
    details,
    startedAt: record.startedAt,
    completedAt: done ? record.completesAt : null,
  };
}

export const wholesaleHandlers: HandlerMap["wholesale"] = {
  voipService: (ctx) => ok(myVoipSettings(ctx).data),

  updateVoipService(ctx) {
    const update = parseBody(voipUpdate, ctx.body);
    const row = myVoipSettings(ctx);
    const next: VoipSettingsRecord = { ...row.data, ...update };
    if (next.callForwardingEnabled && !next.callForwardingNumber) {
      fail(400, "Invalid request: callForwardingNumber: is required when call forwarding is on", {
        errors: { callForwardingNumber: "is required when call forwarding is on" },
      });
    }
    if (!next.callForwardingEnabled)
      next.callForwardingNumber = update.callForwardingNumber ?? next.callForwardingNumber;
    ctx.sb.store.update("voip_settings", row.id, next);
    return ok(next);
  },

  outages(ctx) {
    const avcId = requireQuery(ctx, "avcId");
    me(ctx);
    const outages = ctx.sb.store
      .list<OutageRecord>("outages", { ref: avcId })
      .reverse()
      .map((r) => ({ id: r.id, ...r.data }));
    return ok({ outages });
  },

  diagnostics(ctx) {
    supplierService(ctx);
    return ok({ tests: diagnosticTests });
  },

  createDiagnosticTest(ctx) {
    const service = supplierService(ctx);
    if (service.serviceStatus === "Cancelled") fail(409, "The service is cancelled");
    if (service.serviceStatus === "Pending connection") fail(409, "The service is not connected yet");
    const testType = requireQuery(ctx, "testType");
    if (!diagnosticTests.some((t) => t.testType === testType)) fail(400, "Invalid request: testType is unknown");
    const now = ctx.sb.now();
    const record: DiagnosticRecord = {
      testId: `T${randomId(9)}`,
      testType,
      supplierServiceId: service.supplierServiceId!,
      serviceId: service.id,
      startedAt: new Date(now).toISOString(),
      completesAt: new Date(now + ctx.sb.settings.diagnosticsDelayMs).toISOString(),
    };
    ctx.sb.store.insert("diagnostic_tests", {
      accountCode: me(ctx).accountCode,
      ref: record.testId,
      data: record,
      createdAt: record.startedAt,
    });
    return ok({ testId: record.testId, testType, status: "pending" });
  },

  diagnosticHistory(ctx) {
    const service = supplierService(ctx);
    const now = ctx.sb.now();
    const history = ctx.sb.store
      .list<DiagnosticRecord>("diagnostic_tests", { accountCode: me(ctx).accountCode })
      .filter((r) => r.data.supplierServiceId === service.supplierServiceId)
      .reverse()
      .map((r) => toResult(r.data, now));
    return ok({ history });
  },

  diagnosticResult(ctx) {
    const testId = requireQuery(ctx, "testId");
    const row = ctx.sb.store.find<DiagnosticRecord>("diagnostic_tests", { ref: testId });
    if (!row || row.accountCode !== me(ctx).accountCode) fail(404, "Test not found");
    return ok(toResult(row.data, ctx.sb.now()));
  },
};
