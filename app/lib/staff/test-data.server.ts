import { data, redirect } from "react-router";
import { failureOf } from "#app/lib/provider-outcome.server.ts";
import { todayIso } from "#app/lib/dates/calendar.ts";
import { audit } from "#server/audit/index.ts";
import { config } from "#server/config.ts";
import { isProviderError } from "#server/provider/errors.ts";
import { requireRecentSignIn, requireStaff, type StaffMember, staffSignInUrl } from "./guard.server.ts";

/**
 * Test usage data (docs/staff.md "Test data"): an admin enters a day's usage for a service through
 * the provider's test-data call. Never in production: there the page does not exist (404), for
 * every role, before anything else is read.
 */

/** Megabytes as the customer pages count them (the sandbox's usage too). */
const MB = 1_048_576;
const MAX_MB = 10_000_000;

export function requireTestDataEntry(context: Parameters<typeof requireStaff>[0]): StaffMember {
  if (config.APP_ENV === "production") throw data(null, { status: 404 });
  return requireStaff(context, "test-data.enter");
}

export type TestDataValues = { serviceCode: string; date: string; downloadedMb: string; uploadedMb: string };
type Errors = { fieldId: string; message: string }[];

/** The form checked: the service's code, a real day not in the future, whole megabytes. */
export function checkTestData(form: FormData, today = todayIso()) {
  const read = (name: string) => String(form.get(name) ?? "").trim();
  const values: TestDataValues = {
    serviceCode: read("serviceCode").toUpperCase(),
    date: read("date"),
    downloadedMb: read("downloadedMb"),
    uploadedMb: read("uploadedMb"),
  };
  const errors: Errors = [];
  if (!/^[A-Z0-9-]{2,20}$/.test(values.serviceCode))
    errors.push({ fieldId: "serviceCode", message: "Enter the service code, like N1001" });
  const day = /^\d{4}-\d{2}-\d{2}$/.test(values.date) ? new Date(`${values.date}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== values.date)
    errors.push({ fieldId: "date", message: "Enter the day as a real date, like 2026-01-31" });
  else if (values.date > today) errors.push({ fieldId: "date", message: "The day must be today or in the past" });
  for (const [field, label] of [
    ["downloadedMb", "downloaded"],
    ["uploadedMb", "uploaded"],
  ] as const) {
    const text = values[field];
    if (!/^\d{1,8}$/.test(text) || Number(text) > MAX_MB)
      errors.push({ fieldId: field, message: `Enter the megabytes ${label} as a whole number from 0 to ${MAX_MB}` });
  }
  return { values, errors };
}

/** Sends the usage to the provider: done, or what went wrong in plain words (a field's, or the provider's). */
export async function enterTestUsage(staff: StaffMember, form: FormData) {
  const { values, errors } = checkTestData(form);
  if (errors.length) return { ok: false as const, values, errors, failure: null };
  const again = await requireRecentSignIn(staff, "/staff/test-data");
  if (again) throw again;
  const target = { call: "management/test-data-entry/usage-data-entry", objectId: values.serviceCode };
  try {
    await staff.api.management.usageDataEntry({
      serviceCode: values.serviceCode,
      date: values.date,
      downloadedBytes: Number(values.downloadedMb) * MB,
      uploadedBytes: Number(values.uploadedMb) * MB,
    });
  } catch (error) {
    audit("staff.test-data-entered", { ...staff.audit, ...target, outcome: "error" });
    if (!isProviderError(error)) throw error;
    if (error.isUnauthorized) throw redirect(staffSignInUrl("/staff/test-data", "ended"));
    if (error.status === 404)
      return {
        ok: false as const,
        values,
        errors: [{ fieldId: "serviceCode", message: "No service has this code" }],
        failure: null,
      };
    return { ok: false as const, values, errors: [], failure: failureOf(error) };
  }
  audit("staff.test-data-entered", { ...staff.audit, ...target, outcome: "ok" });
  return { ok: true as const };
}
