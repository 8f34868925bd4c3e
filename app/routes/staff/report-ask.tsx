import { data, Form, redirect } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { CheckboxField } from "#app/components/checkbox-field/CheckboxField.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { askForReport, requireReport } from "#app/lib/staff/reports.server.ts";
import { StaffTitle } from "./staff-shell.tsx";
import type { Route } from "./+types/report-ask";

export function loader({ context, params }: Route.LoaderArgs) {
  const { kind, report } = requireReport(context, params.report);
  return { kind, title: report.title, description: report.description };
}

/** Checked, then prepared: to the report's page (ready, or its progress). Errors: the form again, as typed. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { staff, kind, report } = requireReport(context, params.report);
  const asked = await askForReport(staff, kind, await request.formData());
  if (!asked.ok) {
    const shown = { kind, title: report.title, description: report.description };
    return data({ ...shown, errors: asked.errors, values: asked.values }, { status: 400 });
  }
  return redirect(`/staff/reports/files/${asked.id}`, 303);
}

type Errors = { fieldId: string; message: string }[];
const errorOf = (errors: Errors, fieldId: string) => {
  const found = errors.filter((e) => e.fieldId === fieldId).map((e) => e.message);
  return found.length ? found : undefined;
};

/** A report's parameters: active only; a year and month; a date range (never in the future, at most a year). */
export default function ReportAsk({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Errors = actionData?.errors ?? [];
  const values: Record<string, string> = actionData?.values ?? {};
  const { kind, title, description } = loaderData;
  return (
    <>
      <StaffTitle page={`${title} report`} hasError={errors.length > 0} />
      {errors.length ? <ErrorSummary errors={errors} /> : null}
      <h1>{`${title} report`}</h1>
      <p>{description}</p>
      <Form method="post" reloadDocument noValidate>
        {kind === "nbn-services" ? (
          <CheckboxField
            label="Active services only"
            id="activeOnly"
            name="activeOnly"
            value="yes"
            defaultChecked={actionData ? values.activeOnly === "yes" : true}
            errors={errorOf(errors, "activeOnly")}
          />
        ) : null}
        {kind === "nbn-usage" ? (
          <>
            <Field
              label="Year"
              id="year"
              name="year"
              hint="For example, 2026"
              inputMode="numeric"
              defaultValue={values.year ?? ""}
              errors={errorOf(errors, "year")}
            />
            <Field
              label="Month"
              id="month"
              name="month"
              hint="A number from 1 to 12"
              inputMode="numeric"
              defaultValue={values.month ?? ""}
              errors={errorOf(errors, "month")}
            />
          </>
        ) : null}
        {kind === "failed-payments" ? (
          <>
            <Field
              label="From"
              id="fromDate"
              name="fromDate"
              type="date"
              hint="The first day of the report"
              defaultValue={values.fromDate ?? ""}
              errors={errorOf(errors, "fromDate")}
            />
            <Field
              label="To"
              id="toDate"
              name="toDate"
              type="date"
              hint="Today or before, at most a year after the start"
              defaultValue={values.toDate ?? ""}
              errors={errorOf(errors, "toDate")}
            />
          </>
        ) : null}
        <Button type="submit">Prepare the report</Button>
      </Form>
    </>
  );
}
