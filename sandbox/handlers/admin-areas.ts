import { z } from "zod";
import type { Handler, HandlerMap } from "#sandbox/context.ts";
import { fail, me, ok, parseBody, requireQuery } from "#sandbox/context.ts";
import type { ServiceRecord } from "#sandbox/records.ts";
import { type ConfirmationData, isConfirmationTemplate, renderConfirmation } from "#sandbox/confirmation-templates.ts";
import { runJob } from "#sandbox/job-runs.ts";
import { staticIpHandlers } from "./static-ips.ts";
import { testDataHandlers } from "./test-data.ts";

/**
 * Areas no portal screen uses: templates, management jobs and reports get plausible answers;
 * mobile activation answers 501 (see server.ts). Sales and qualification: sales.ts.
 */

const job =
  (name: string): Handler =>
  (ctx) => {
    // The API has let only staff with a role for it this far (server/provider/staff-calls.ts).
    if (!ctx.staff) fail(403, "This call needs a staff access token");
    const { jobId, job, status, queuedAt } = runJob(ctx, name);
    return ok({ jobId, job, status, queuedAt });
  };

function csv(rows: (string | number | boolean | null | undefined)[][]): Uint8Array {
  const text = rows
    .map((r) =>
      r.map((v) => (/[",\n]/.test(String(v ?? "")) ? `"${String(v).replace(/"/g, '""')}"` : String(v ?? ""))).join(","),
    )
    .join("\n");
  return new TextEncoder().encode(`${text}\n`);
}

function report(
  format: string | undefined,
  header: string[],
  rows: (string | number | boolean | null | undefined)[][],
) {
  if (format === "csv") return { bytes: csv([header, ...rows]), contentType: "text/csv; charset=utf-8" };
  if (format === "json") return { json: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? null]))) };
  fail(400, "Invalid request: format must be csv or json");
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const templatesHandlers: HandlerMap["templates"] = {
  render(ctx) {
    const body = parseBody(
      z.object({ template: z.string().min(1), data: z.record(z.string(), z.unknown()).optional() }),
      ctx.body,
    );
    // The confirmations the sandbox sends itself render here too, as a real provider's would.
    if (isConfirmationTemplate(body.template)) {
      const firstName = ctx.auth ? me(ctx).row.data.profile.firstName : "there";
      let rendered;
      try {
        rendered = renderConfirmation(body.template, body.data as ConfirmationData[typeof body.template], firstName);
      } catch {
        fail(400, `Invalid request: data does not fit the ${body.template} template`);
      }
      const html = rendered.body
        .split("\n")
        .filter(Boolean)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join("");
      return ok({ subject: rendered.subject, html, text: rendered.body, sms: rendered.sms });
    }
    return ok({ subject: `Template ${body.template}`, html: `<p>${body.template}</p>` });
  },
};

export const managementHandlers: HandlerMap["management"] = {
  ...staticIpHandlers,
  ...testDataHandlers,
  importVoipCdrs: (ctx) => job(`voip/import-cdrs/${ctx.params.carrier}`)(ctx),
  copyVoipCdrs: (ctx) => job(`voip/copy-cdrs/${ctx.params.carrier}`)(ctx),
  expiredPasswordNotification: job("notifications/expired-passwords"),
  creditCardExpiryNotification: job("notifications/credit-card-expiry"),
  taskEmails: job("emails/tasks"),
  issueEmails: job("emails/issues"),
  usageAlerts: job("usage/alerts"),
  pendingCancelation: job("services/pending-cancelation"),
  syncRadiusUsers: job("radius/sync-users"),
  syncRadiusContracts: job("radius/sync-contracts"),
  nbnImportCsv: job("nbn/import-csv"),
  nbnExtractZip: job("nbn/extract-zip"),
  nbnDownloadZip: job("nbn/download-zip"),
  payments: job("billing/payments"),
  reminders: job("billing/reminders"),
  failedPayments: job("billing/failed-payments"),
  invoices: job("billing/invoices"),
  overdue: job("billing/overdue"),
  recurringWhatIf: job("billing/recurring-what-if"),
  contractCosts: job("contracts/costs"),
  removeAccountsWithoutServices: job("accounts/remove-without-services"),
  triggerDataLimitCronJob: job("services/trigger-data-limit-cron-job"),
  triggerScheduleGasUsageJobCronJob: job("services/trigger-schedule-gas-usage-job-cron-job"),
  triggerElectricityUsageCronJob: job("services/trigger-electricity-usage-cron-job"),
};

export const reportsHandlers: HandlerMap["reports"] = {
  nbnServices(ctx) {
    const activeOnly = ctx.query.get("isActive") === "true";
    const rows = ctx.sb.store
      .list<ServiceRecord>("services")
      .filter((r) => r.data.type === "nbn" && (!activeOnly || r.data.serviceStatus === "Active"))
      .map((r) => [r.accountCode, r.data.code, r.data.avcId, r.data.planName, r.data.serviceStatus]);
    return report(ctx.params.format, ["accountCode", "serviceCode", "avcId", "plan", "status"], rows);
  },
  nbnUsage(ctx) {
    const year = requireQuery(ctx, "year");
    const month = requireQuery(ctx, "month").padStart(2, "0");
    const totals = new Map<string, number>();
    for (const r of ctx.sb.store.list<{ date: string; downloadedBytes: number; uploadedBytes: number }>(
      "usage_daily",
    )) {
      if (!r.data.date.startsWith(`${year}-${month}`)) continue;
      totals.set(r.ref ?? "", (totals.get(r.ref ?? "") ?? 0) + r.data.downloadedBytes + r.data.uploadedBytes);
    }
    return report(
      ctx.params.format,
      ["serviceCode", "year", "month", "totalBytes"],
      [...totals].map(([code, bytes]) => [code, year, month, bytes]),
    );
  },
  failedPayments: (ctx) => report(ctx.params.format, ["accountCode", "date", "amountCents", "reason"], []),
};
