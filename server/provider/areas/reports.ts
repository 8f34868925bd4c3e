import { calls } from "#server/provider/calls.ts";
import type { Http } from "#server/provider/http.ts";

const c = calls.reports;

export type ReportFormat = "csv" | "json";

/** Administrative reports; answered as a file (CSV or JSON bytes). */
export function reportsApi(http: Http) {
  return {
    /** GET reports/nbn/services.{format}?isActive */
    nbnServices: (a: { format: ReportFormat; isActive?: boolean }) =>
      http.binary(c.nbnServices, { params: { format: a.format }, query: { isActive: a.isActive } }),
    /** GET reports/nbn/usage.{format}?year&month */
    nbnUsage: (a: { format: ReportFormat; year: number; month: number }) =>
      http.binary(c.nbnUsage, { params: { format: a.format }, query: { year: a.year, month: a.month } }),
    /** GET reports/financial/failed-payments.{format}?fromDate&toDate */
    failedPayments: (a: { format: ReportFormat; fromDate: string; toDate: string }) =>
      http.binary(c.failedPayments, {
        params: { format: a.format },
        query: { fromDate: a.fromDate, toDate: a.toDate },
      }),
    /**
     * A report's CSV read as it arrives (never held whole): the staff console's downloads
     * (server/staff/reports.ts). The same three calls, by name.
     */
    csvStream: (report: "nbnServices" | "nbnUsage" | "failedPayments", query: Record<string, string | boolean>) =>
      http.stream(c[report], { params: { format: "csv" }, query }),
  };
}
