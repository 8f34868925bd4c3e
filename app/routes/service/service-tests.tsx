import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { isProviderError, state } from "#app/lib/server-gateway.server.ts";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { formatDateTime } from "#app/lib/dates.ts";
import { visuallyHidden } from "#app/styles/global.css.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { attempt, fromProvider, recoverable } from "#app/lib/provider-outcome.server.ts";
import { diagnosable, serviceName } from "#app/domain/services.ts";
import { isVerified, verifyHref } from "#app/lib/verification.server.ts";
import { outageNotice } from "#app/lib/outage-notice.server.ts";
import { OutageNoticeAlert } from "#app/components/outage-notice-alert/OutageNoticeAlert.tsx";
import type { Route } from "./+types/service-tests";
import { testTypes } from "./diagnostics.server.ts";
import {
  type DisruptiveClaim,
  claimDisruptiveRun,
  confirmWords,
  heldDisruptiveRun,
  isDisruptiveTest,
  tooSoonMessage,
  verifyFirstMessage,
  verifyLinkText,
} from "./disruptive-tests.server.ts";
import * as styles from "./diagnostics.css.ts";
import { resultHref, statusText } from "./result-text.ts";
import { CHOOSE_TEST, type RunFields, runSchema } from "./service-tests.schemas.ts";

const PAGE = "/service/service-tests";

/** The "Are you sure?" step of a disruptive test: a page of its own (a GET), fine without JavaScript. */
const confirmHref = (testType: string) => `${PAGE}?confirm=${encodeURIComponent(testType)}`;

/**
 * /service/service-tests (not MFA-gated): the tests the selected service offers (cached, spec §4)
 * and its test history, loaded in parallel. The history is never cached, so it is fresh after a
 * run (spec §4) whenever this page is shown again. Tests that disrupt the service are offered
 * only after MFA (disruptive-tests.server.ts); before it, a link to verify stands in for them.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const service = await fromProvider(portal.selectedService());
  const check = diagnosable(service);
  const label = service ? serviceName(service) : null;
  if (!check.ok)
    return {
      service: label,
      unavailable: check.reason,
      outage: null,
      types: null,
      locked: [],
      history: null,
      constraint: null,
      confirm: null,
    };
  const [types, history, outage] = await Promise.all([
    attempt(testTypes(portal, check.supplier)),
    attempt(portal.api.wholesale.diagnosticHistory(check.supplier).then((answer) => answer.history)),
    outageNotice(portal, service),
  ]);
  const verified = isVerified(portal.session);
  const all = types.ok ? types.value : [];
  // "Are you sure?" for a disruptive test the customer may run (verified); anything else shows the list.
  const confirming = new URL(request.url).searchParams.get("confirm");
  const toConfirm = verified ? all.find((t) => t.testType === confirming && isDisruptiveTest(t.testType)) : undefined;
  const offered = all
    .filter((t) => verified || !isDisruptiveTest(t.testType))
    .map((t) => ({
      value: t.testType,
      label: t.name,
      hint: `${t.description} Takes about ${t.durationSeconds} seconds.${
        isDisruptiveTest(t.testType) ? " It interrupts your service, so it can be run once every 10 minutes." : ""
      }`,
    }));
  const locked = all
    .filter((t) => !verified && isDisruptiveTest(t.testType))
    .map((t) => ({
      testType: t.testType,
      reason: verifyFirstMessage(t),
      link: verifyLinkText(t),
      href: verifyHref(PAGE),
    }));
  return {
    service: label,
    unavailable: null,
    outage,
    types: types.ok ? { ok: true as const, value: offered } : types,
    locked,
    history: history.ok
      ? {
          ok: true as const,
          value: history.value.map((h) => ({
            testId: h.testId,
            name: h.name,
            // Formatted here, so the page ships no date code (app/lib/dates.ts).
            startedAt: formatDateTime(h.startedAt),
            status: statusText(h.status, h.result),
            summary: h.summary,
          })),
        }
      : history,
    constraint: getZodConstraint(runSchema),
    confirm: toConfirm ? { testType: toConfirm.testType, ...confirmWords(toConfirm) } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: runSchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  const check = diagnosable(await fromProvider(portal.selectedService()));
  if (!check.ok) return data({ result: formError(submission, check.reason) }, { status: 400 });
  const types = await attempt(testTypes(portal, check.supplier));
  if (!types.ok) return data({ result: formError(submission, types.message) }, { status: 502 });
  const chosen = types.value.find((t) => t.testType === submission.value.testType);
  if (!chosen) {
    return data({ result: submission.reply({ fieldErrors: { testType: [CHOOSE_TEST] } }) }, { status: 400 });
  }
  // A test that disrupts the service: MFA first, then "Are you sure?", then once per service per 10 minutes.
  let claim: DisruptiveClaim | null = null;
  if (isDisruptiveTest(chosen.testType)) {
    if (!isVerified(portal.session)) {
      return data({ result: formError(submission, verifyFirstMessage(chosen)) }, { status: 403 });
    }
    if (formData.get("confirmed") !== "yes") {
      // Too soon is said now, not after the customer has said yes.
      const held = await heldDisruptiveRun(state, check.supplier, chosen);
      if (held) return data({ result: formError(submission, tooSoonMessage(held)) }, { status: 429 });
      throw redirect(confirmHref(chosen.testType), 303);
    }
    claim = await claimDisruptiveRun(state, check.supplier, chosen);
    if (!claim.ok) return data({ result: formError(submission, tooSoonMessage(claim)) }, { status: 429 });
  }
  let testId: string;
  try {
    ({ testId } = await portal.api.wholesale.createDiagnosticTest({
      ...check.supplier,
      testType: chosen.testType,
    }));
  } catch (error) {
    // The provider refused (any 4xx, a 401 too): nothing ran, so the 10 minutes do not start.
    // After a 5xx, a timeout or a lost connection the test may have started, so the claim stands.
    if (claim?.ok && isProviderError(error) && error.isClientError) await claim.release();
    const failure = recoverable(error);
    return data({ result: formError(submission, failure.customerMessage) }, { status: failure.isRefusal ? 400 : 502 });
  }
  throw redirect(resultHref(testId), 303);
}

const loadRunCheck = () => import("./service-tests.client.ts").then((m) => m.validateRun);

export default function ServiceTests() {
  const { service, unavailable, outage, types, locked, history, constraint, confirm } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const running = useIsPending();
  const [form, fields] = useForm<RunFields>({
    id: "run-test",
    lastResult: actionData?.result,
    constraint: constraint ?? undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("run-test", loadRunCheck),
  });

  return (
    <div className={styles.stack}>
      <PageTitle page={confirm ? `${confirm.question} Service tests` : "Service tests"} hasError={!form.valid} />
      <PageHeading
        description={
          service ? `Tests for ${service}. To test another service, choose it with the service switcher.` : undefined
        }
      >
        Service tests
      </PageHeading>
      {outage ? (
        <OutageNoticeAlert
          outage={outage}
          advice="While it lasts, a test is likely to show the outage rather than anything else, and you do not need to report a fault for it: we are already fixing it."
        />
      ) : null}
      {unavailable ? (
        <Alert type="info" title="No diagnostics for this service">
          <p>{unavailable}</p>
          <p>
            If something is not working, <Link to="/support">contact Support</Link>.
          </p>
        </Alert>
      ) : confirm ? (
        <ConfirmDisruptiveTest confirm={confirm} />
      ) : (
        <>
          <Card title="Run a test">
            {types && !types.ok ? (
              <FailureNotice title="The tests could not be loaded" failure={types} />
            ) : types && types.value.length === 0 && locked.length === 0 ? (
              <p>No tests are available for this service.</p>
            ) : types && types.value.length > 0 ? (
              <>
                <ErrorSummary form={form} />
                <Form method="post" {...getFormProps(form)} className={styles.form}>
                  <RadioGroup
                    legend="Which test do you want to run?"
                    meta={fields.testType}
                    required
                    options={types.value}
                  />
                  <div>
                    <Button type="submit" disabled={running}>
                      {running ? "Starting test…" : "Run test"}
                    </Button>
                  </div>
                </Form>
              </>
            ) : null}
            {locked.map((test) => (
              <Alert key={test.testType} type="info" title={test.reason}>
                <p>
                  <Link to={test.href}>{test.link}</Link>
                </p>
              </Alert>
            ))}
          </Card>
          {history && !history.ok ? (
            <FailureNotice title="Your test history could not be loaded" failure={history} />
          ) : history ? (
            <Table
              caption="Test history"
              columns={[
                {
                  key: "name",
                  header: "Test",
                  rowHeader: true,
                  render: (row) => (
                    <Link to={resultHref(row.testId)}>
                      {row.name}
                      <span className={visuallyHidden}>, started {row.startedAt}</span>
                    </Link>
                  ),
                },
                { key: "startedAt", header: "Started" },
                { key: "status", header: "Result" },
                { key: "summary", header: "Summary", render: (row) => row.summary ?? "" },
              ]}
              rows={history.value}
              getRowKey={(row) => row.testId}
              emptyMessage="No tests have been run on this service yet."
            />
          ) : null}
        </>
      )}
    </div>
  );
}

type Confirm = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["confirm"]>;

/** "Are you sure?" before a test that drops the connection: a form of its own, and a way back. */
function ConfirmDisruptiveTest({ confirm }: { confirm: Confirm }) {
  const actionData = useActionData<typeof action>();
  const running = useIsPending();
  const [form] = useForm({ id: "confirm-test", lastResult: actionData?.result });
  return (
    <Card title={confirm.question} id="confirm-test">
      <ErrorSummary form={form} />
      <p>{confirm.warning}</p>
      <Form method="post" action={PAGE} {...getFormProps(form)} className={styles.actions}>
        <input type="hidden" name="testType" value={confirm.testType} />
        <input type="hidden" name="confirmed" value="yes" />
        <Button type="submit" variant="danger" disabled={running}>
          {running ? "Starting…" : confirm.button}
        </Button>
        <Link to={PAGE}>Cancel</Link>
      </Form>
    </Card>
  );
}
