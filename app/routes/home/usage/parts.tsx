import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { FailureNotice, type FailureShown } from "#app/components/failure-notice/FailureNotice.tsx";
import type { QueryError } from "#app/routes/home/usage-query.ts";

// What every usage view shares: the query's errors, a provider failure, the CSV link.

export function QueryErrors({ errors }: { errors: readonly QueryError[] }) {
  return <ErrorSummary errors={errors.map((e) => ({ fieldId: e.focus ?? e.field, message: e.message }))} />;
}

export const errorsFor = (query: { ok: boolean; errors?: QueryError[] }, field: string) =>
  query.ok ? undefined : (query.errors ?? []).filter((e) => e.field === field).map((e) => e.message);

export function csvHref(search: string) {
  return `/home/usage/csv${search}`;
}

export function ProviderAlert({ failure }: { failure: FailureShown }) {
  return <FailureNotice title="Usage could not be loaded" failure={failure} />;
}
