import { Link } from "react-router";
import { Card } from "#app/components/card/Card.tsx";
import { KeepTogether } from "#app/components/keep-together/KeepTogether.tsx";
import { DateTime } from "#app/components/date-time/DateTime.tsx";
import { StepTimeline } from "#app/components/step-timeline/StepTimeline.tsx";
import { TryAgain } from "#app/components/failure-notice/FailureNotice.tsx";
import type { ServiceState } from "./service-state.server.ts";
import { StatusBadge } from "./status-badge.tsx";
import * as styles from "./dashboard.css.ts";

/** The selected service's live state in words: an outage, a connection on its way, cancelled, connected. */
export function ServicePanel({ name, state }: { name: string; state: ServiceState }) {
  return (
    <Card title="Your service" className={styles.panel}>
      <div className={styles.headline}>
        <p className={styles.strong}>{name}</p>
        <StatusBadge tone={state.state.tone}>{state.state.text}</StatusBadge>
      </div>
      {state.plan ? (
        <p className={styles.muted}>
          <KeepTogether>{state.plan}</KeepTogether>
        </p>
      ) : null}
      {state.outage ? (
        <div className={styles.outage}>
          <p className={styles.strong}>{state.outage.title}</p>
          <p className={styles.line}>
            <KeepTogether>{state.outage.description}</KeepTogether>
          </p>
          <p className={styles.line}>
            {state.outage.expected ? (
              <>
                Expected to be fixed by <DateTime shown={state.outage.expected} />.
              </>
            ) : (
              "No time for the fix is known yet."
            )}{" "}
            <Link to="/home/outages">See the outage</Link>
          </p>
        </div>
      ) : null}
      {state.lines.map((line) => (
        <p key={line} className={styles.line}>
          <KeepTogether>{line}</KeepTogether>
        </p>
      ))}
      {state.move ? (
        <p className={styles.line}>
          <KeepTogether>{state.move}</KeepTogether>
        </p>
      ) : null}
      {state.cancellationRequested || state.move ? (
        <p className={styles.line}>
          <Link to="/requests">See your requests</Link>
        </p>
      ) : null}
      {state.steps ? (
        <StepTimeline
          label="From order to connection"
          steps={state.steps.map((step) => ({
            label: step.label,
            status: step.status,
            description: step.description ?? undefined,
          }))}
        />
      ) : null}
      {state.planned ? (
        <p className={styles.line}>
          Planned work: {state.planned.title}, from <DateTime shown={state.planned.starts} />.{" "}
          <Link to="/home/outages">See outages</Link>
        </p>
      ) : null}
      {state.outagesFailed ? (
        <p className={styles.line}>
          {state.outagesFailed} <TryAgain />
        </p>
      ) : null}
    </Card>
  );
}
