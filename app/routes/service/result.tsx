import { useEffect, useState, useSyncExternalStore } from "react";
import { data, Link, useLoaderData, useLocation, useRevalidator } from "react-router";
import { hasProviderStatus } from "#app/lib/server-gateway.server.ts";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { DateTime } from "#app/components/date-time/DateTime.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { dateTimeShown, displayValue } from "#app/lib/dates.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { portalContext } from "#app/lib/portal.server.ts";
import { providerFailure } from "#app/lib/provider-outcome.server.ts";
import { testSummaryDuring } from "#app/domain/outages.ts";
import { outageNotice } from "#app/lib/outage-notice.server.ts";
import type { Route } from "./+types/result";
import * as styles from "./diagnostics.css.ts";
import { isRunning, parseTestId, statusText } from "./result-text.ts";

/** With JavaScript, how often a running test is checked, and for how long before the page stops and offers "Check again". */
export const REFRESH_EVERY_MS = 2000;
export const REFRESH_FOR_MS = 5 * 60 * 1000;

const NOT_FOUND = "We could not find that test. Choose it from your test history.";

/** /service/result?testId=… (not MFA-gated): one test's result (diagnostics/get-result). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const testId = parseTestId(new URL(request.url).searchParams.get("testId"));
  if (!testId) return data({ test: null, problem: NOT_FOUND }, { status: 404 });
  const portal = context.get(portalContext);
  // The selected service's outage in progress, asked beside the result: a passed test must not say
  // "No problems found" while the service is down, and a failed one need not be reported.
  const outage = portal
    .selectedService()
    .then((service) => outageNotice(portal, service))
    // Never rejects, so it cannot be left unhandled when the result fails; that call answers a 401 itself.
    .catch(() => null);
  try {
    const r = await portal.api.wholesale.diagnosticResult({ testId });
    const duringOutage = !isRunning(r.status) && (await outage) !== null;
    return {
      test: {
        testId: r.testId,
        name: r.name,
        running: isRunning(r.status),
        status: statusText(r.status, r.result),
        passed: r.result?.toLowerCase() === "pass",
        summary: testSummaryDuring(duringOutage, r.summary),
        duringOutage,
        details: r.details.map((d) => ({ ...d, value: displayValue(d.value) })),
        // Formatted here, so the page ships no date code (app/lib/dates.ts).
        started: dateTimeShown(r.startedAt),
        finished: r.completedAt ? dateTimeShown(r.completedAt) : null,
      },
      problem: null,
    };
  } catch (error) {
    if (hasProviderStatus(error, 404)) {
      // Not one of the account's tests (another account's, or none): refused, and in the audit trail.
      portal.refuseAccess("diagnostic-test", testId);
      return data({ test: null, problem: NOT_FOUND }, { status: 404 });
    }
    return providerFailure(error);
  }
}

/**
 * While `active`, re-runs the page's loaders every `everyMs` (each check starts once the last
 * has finished), for at most `forMs`. Returns true once it has given up. JavaScript only: without
 * it the page offers a "Check again" link instead (no meta refresh).
 */
function useRefreshWhile(active: boolean, everyMs: number, forMs: number): boolean {
  const revalidator = useRevalidator();
  const [startedAt] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  // Bumped to wait another round while the tab is hidden (no point checking then).
  const [round, setRound] = useState(0);
  const idle = revalidator.state === "idle";
  useEffect(() => {
    if (!active || !idle || gaveUp) return;
    const timer = setTimeout(() => {
      if (Date.now() - startedAt > forMs) setGaveUp(true);
      else if (document.visibilityState === "hidden") setRound((r) => r + 1);
      else void revalidator.revalidate();
    }, everyMs);
    return () => clearTimeout(timer);
  }, [active, idle, gaveUp, round, everyMs, forMs, startedAt, revalidator]);
  return gaveUp;
}

const noSubscription = () => () => {};
/** False in the server's HTML, true once JavaScript runs the page. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export default function Result() {
  const { test, problem } = useLoaderData<typeof loader>();
  const location = useLocation();
  const hydrated = useHydrated();
  const gaveUp = useRefreshWhile(Boolean(test?.running), REFRESH_EVERY_MS, REFRESH_FOR_MS);

  if (!test) {
    return (
      <div className={styles.stack}>
        <PageTitle page="Test result" />
        <PageHeading>Test result</PageHeading>
        <Alert type="warning">{problem}</Alert>
        <p>
          <Link to="/service/service-tests">Go to service tests</Link>
        </p>
      </div>
    );
  }

  const autoRefreshing = hydrated && test.running && !gaveUp;
  return (
    <div className={styles.stack}>
      <PageTitle page={`${test.name} test result`} />
      <PageHeading>{test.name} test</PageHeading>
      {/* Announced when it changes: running → passed / failed. */}
      <div role="status">
        {test.running ? (
          <Alert type="info" title="Your test is running">
            <p>
              This usually takes less than a minute.
              {autoRefreshing ? " This page updates itself when the test finishes." : ""}
            </p>
          </Alert>
        ) : (
          <Alert
            type={test.passed && !test.duringOutage ? "success" : "warning"}
            title={`Test ${test.status.toLowerCase()}`}
          >
            {test.summary ? <p>{test.summary}</p> : null}
          </Alert>
        )}
      </div>
      {test.running ? (
        <>
          <p>
            {/* A plain link to this same page: without JavaScript the customer asks for the next check. */}
            <Link to={`${location.pathname}${location.search}`} replace>
              Check again
            </Link>
          </p>
        </>
      ) : (
        <Card title="Details">
          <SummaryList
            rows={[
              { key: "Result", value: test.status },
              ...test.details.map((d) => ({ key: d.label, value: d.value })),
              { key: "Started", value: <DateTime shown={test.started} /> },
              test.finished ? { key: "Finished", value: <DateTime shown={test.finished} /> } : null,
            ]}
          />
        </Card>
      )}
      <ul className={styles.links}>
        <li>
          <Link to="/service/service-tests">Back to service tests and your test history</Link>
        </li>
        {test.duringOutage ? (
          <li>
            <Link to="/home/outages">See the outage and its progress</Link>
          </li>
        ) : !test.running && !test.passed ? (
          <li>
            <Link to="/support/report-fault">Report a fault</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
