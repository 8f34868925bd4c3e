/**
 * The staff console's reports and the rules for their parameters (docs/staff.md "Reports"): the
 * NBN services (active only, or all), NBN usage for a year and month, failed payments between two
 * dates (not in the future, at most a year). Pure: `today` is the provider's day, given.
 */

export const REPORT_KINDS = ["nbn-services", "nbn-usage", "failed-payments"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export function isReportKind(value: unknown): value is ReportKind {
  return typeof value === "string" && (REPORT_KINDS as readonly string[]).includes(value);
}

/** What a report's form sends, as typed (kept to show again beside its errors). */
export type ReportValues = Record<string, string>;

export type ReportParamsResult =
  | { ok: true; query: Record<string, string | boolean>; values: ReportValues }
  | { ok: false; errors: { fieldId: string; message: string }[]; values: ReportValues };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The last day a range from `from` may end on: the same day a year later (29 February: 1 March). */
const yearAfter = (from: Date) => new Date(Date.UTC(from.getUTCFullYear() + 1, from.getUTCMonth(), from.getUTCDate()));

/** A real calendar date as YYYY-MM-DD, or null. */
function realDate(text: string): Date | null {
  if (!ISO_DATE.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? date : null;
}

const read = (form: ReportValues, name: string) => (form[name] ?? "").trim();

/** The form's values checked for `kind`: the provider's query, or each field's error. */
export function checkReportParams(kind: ReportKind, form: ReportValues, today: string): ReportParamsResult {
  const errors: { fieldId: string; message: string }[] = [];
  if (kind === "nbn-services") {
    const activeOnly = read(form, "activeOnly");
    const values = { activeOnly };
    if (activeOnly !== "" && activeOnly !== "yes")
      return {
        ok: false,
        errors: [{ fieldId: "activeOnly", message: "Choose active services only, or leave it unticked" }],
        values,
      };
    return { ok: true, query: { isActive: activeOnly === "yes" }, values };
  }
  if (kind === "nbn-usage") {
    const values = { year: read(form, "year"), month: read(form, "month") };
    const thisYear = Number(today.slice(0, 4));
    const year = /^\d{4}$/.test(values.year) ? Number(values.year) : NaN;
    const month = /^\d{1,2}$/.test(values.month) ? Number(values.month) : NaN;
    if (!(year >= 2000 && year <= thisYear))
      errors.push({ fieldId: "year", message: `Enter a year from 2000 to ${thisYear}, like ${thisYear}` });
    if (!(month >= 1 && month <= 12)) errors.push({ fieldId: "month", message: "Enter a month from 1 to 12" });
    else if (year === thisYear && month > Number(today.slice(5, 7)))
      errors.push({ fieldId: "month", message: "The month must be this month or before" });
    if (errors.length) return { ok: false, errors, values };
    return { ok: true, query: { year: String(year), month: String(month) }, values };
  }
  const values = { fromDate: read(form, "fromDate"), toDate: read(form, "toDate") };
  const from = realDate(values.fromDate);
  const to = realDate(values.toDate);
  if (!from) errors.push({ fieldId: "fromDate", message: "Enter the start date as a real date, like 2026-01-31" });
  if (!to) errors.push({ fieldId: "toDate", message: "Enter the end date as a real date, like 2026-01-31" });
  else if (values.toDate > today)
    errors.push({ fieldId: "toDate", message: "The end date must be today or in the past" });
  if (from && to && errors.length === 0) {
    if (to < from) errors.push({ fieldId: "toDate", message: "The end date must be on or after the start date" });
    else if (to > yearAfter(from)) errors.push({ fieldId: "toDate", message: "The date range must be a year or less" });
  }
  if (errors.length) return { ok: false, errors, values };
  return { ok: true, query: { fromDate: values.fromDate, toDate: values.toDate }, values };
}
