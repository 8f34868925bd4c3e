import { data, Form, redirect } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { enterTestUsage, requireTestDataEntry } from "#app/lib/staff/test-data.server.ts";
import { StaffTitle } from "./staff-shell.tsx";
import type { Route } from "./+types/test-data";

export function loader({ request, context }: Route.LoaderArgs) {
  requireTestDataEntry(context);
  return { entered: new URL(request.url).searchParams.has("entered") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireTestDataEntry(context);
  const entered = await enterTestUsage(staff, await request.formData());
  if (entered.ok) return redirect("/staff/test-data?entered=1", 303);
  return data(entered, { status: entered.failure ? 502 : 400 });
}

/** Test usage data: a day's downloads and uploads for one service (not in production). */
export default function TestData({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? [];
  const values = actionData?.values;
  const errorOf = (id: string) => {
    const found = errors.filter((e) => e.fieldId === id).map((e) => e.message);
    return found.length ? found : undefined;
  };
  return (
    <>
      <StaffTitle page="Enter test usage" hasError={errors.length > 0} />
      {errors.length ? <ErrorSummary errors={errors} /> : null}
      <h1>Enter test usage</h1>
      {loaderData.entered && !actionData ? (
        <Alert type="success" title="Usage entered">
          <p>The provider has the usage. Enter another day below.</p>
        </Alert>
      ) : null}
      {actionData?.failure ? (
        <FailureNotice title="The usage could not be entered" failure={actionData.failure} />
      ) : null}
      <p>For testing only: this adds a day of broadband usage to a service. It is not offered in production.</p>
      <Form method="post" reloadDocument noValidate>
        <Field
          label="Service code"
          id="serviceCode"
          name="serviceCode"
          hint="For example, N1001"
          autoComplete="off"
          spellCheck={false}
          defaultValue={values?.serviceCode ?? ""}
          errors={errorOf("serviceCode")}
        />
        <Field
          label="Day"
          id="date"
          name="date"
          type="date"
          hint="The day the usage was on"
          defaultValue={values?.date ?? ""}
          errors={errorOf("date")}
        />
        <Field
          label="Downloaded (MB)"
          id="downloadedMb"
          name="downloadedMb"
          inputMode="numeric"
          defaultValue={values?.downloadedMb ?? ""}
          errors={errorOf("downloadedMb")}
        />
        <Field
          label="Uploaded (MB)"
          id="uploadedMb"
          name="uploadedMb"
          inputMode="numeric"
          defaultValue={values?.uploadedMb ?? ""}
          errors={errorOf("uploadedMb")}
        />
        <Button type="submit">Enter usage</Button>
      </Form>
    </>
  );
}
