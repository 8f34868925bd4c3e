import { z } from "zod";
import type { Service } from "#server/provider/schemas/services.ts";
import type { HandlerMap } from "#sandbox/context.ts";
import { fail, ok, parseBody } from "#sandbox/context.ts";
import type { UsageRecord } from "#sandbox/records.ts";

/**
 * Test data (management/test-data-entry/usage-data-entry): a day of broadband usage for a service,
 * stored beside the seeded usage (marked `source: "test-data"`), so the usage pages and the NBN
 * usage report show it. The body's shape is the sandbox's (the spec gives none): what the staff
 * console sends.
 */
const usageEntry = z.object({
  serviceCode: z.string().min(1).max(40),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD"),
  downloadedBytes: z.number().int().min(0),
  uploadedBytes: z.number().int().min(0),
});

export const testDataHandlers: Pick<NonNullable<HandlerMap["management"]>, "usageDataEntry"> = {
  usageDataEntry(ctx) {
    if (!ctx.staff) fail(403, "This call needs a staff access token");
    const entry = parseBody(usageEntry, ctx.body);
    const service = ctx.sb.store.list<Service>("services").find((r) => r.data.code === entry.serviceCode);
    if (!service) fail(404, "No service has this code");
    const usage: UsageRecord & { source: "test-data" } = {
      date: entry.date,
      downloadedBytes: entry.downloadedBytes,
      uploadedBytes: entry.uploadedBytes,
      source: "test-data",
    };
    ctx.sb.store.insert("usage_daily", { accountCode: service.accountCode, ref: entry.serviceCode, data: usage });
    return ok({ serviceCode: entry.serviceCode, date: entry.date, stored: true });
  },
};
