import { useSearchParams } from "react-router";
import { Alert, type AlertType } from "#app/components/alert/Alert.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { IconList } from "#app/components/icon-list/IconList.tsx";
import { LoadingOverlay } from "#app/components/loading-overlay/LoadingOverlay.tsx";
import { ProgressBar } from "#app/components/progress-bar/ProgressBar.tsx";
import { StatusBadge } from "#app/components/status-badge/StatusBadge.tsx";
import { StepTimeline } from "#app/components/step-timeline/StepTimeline.tsx";
import * as styles from "#app/styles/catalogue.css.ts";

const alertTypes: AlertType[] = ["success", "info", "warning", "danger", "extreme"];

/** Alerts, status badges, progress and steps, icon lists, the loading overlay. */
export function MessagesAndStatus() {
  const [searchParams] = useSearchParams();
  const submitted = searchParams.get("submitted") === "1";
  return (
    <>
      <Card title="Alerts">
        {alertTypes.map((type) => (
          <Alert key={type} type={type} title={`${type[0]?.toUpperCase()}${type.slice(1)} alert`}>
            The message of the {type} alert, with <a href="#alerts-note">a link</a>.
          </Alert>
        ))}
        <Alert type="info">An alert without a title.</Alert>
        <Alert type="warning" title="Closable alert" id="catalogue-closable" closable>
          Close me: it works with and without JavaScript.
        </Alert>
        {submitted ? (
          <Alert type="success" title="Form sent" live>
            The demo form was valid.
          </Alert>
        ) : null}
        <p id="alerts-note" className={styles.note}>
          Alerts that report the result of an action take <code>live</code> (role status or alert).
        </p>
      </Card>

      <Card title="Status badges">
        <p className={styles.row}>
          <StatusBadge tone="success">Paid</StatusBadge>
          <StatusBadge tone="info">Pending connection</StatusBadge>
          <StatusBadge tone="warning">Due</StatusBadge>
          <StatusBadge tone="danger">Overdue</StatusBadge>
          <StatusBadge tone="neutral">Cancelled</StatusBadge>
        </p>
      </Card>

      <Card title="Progress and steps">
        <ProgressBar label="Data used this month" value={352} max={1000} valueText="352 GB of 1,000 GB" />
        <ProgressBar label="Upload complete" value={100} />
        <StepTimeline
          label="Order progress"
          steps={[
            { label: "Order placed", description: "02 Jan 2026", status: "done" },
            { label: "Connection booked", description: "05 Jan 2026", status: "done" },
            { label: "Technician visit", description: "Booked for 12 Jan 2026", status: "current" },
            { label: "Service active", status: "upcoming" },
          ]}
        />
      </Card>

      <Card title="Icon list">
        <IconList
          items={[
            { icon: "phone", content: <a href="tel:1300980711">1300 980 711</a> },
            { icon: "mail", content: "support@example.com" },
            { icon: "document", content: "Financial Hardship Policy" },
            { icon: "check", content: "Connected" },
            { icon: "warning", content: "One current outage" },
            { icon: "clock", content: "Online for 3 days" },
          ]}
        />
      </Card>

      <Card title="Loading overlay">
        <LoadingOverlay active>
          <p className={styles.overlayContent}>Content being refreshed sits under the overlay.</p>
        </LoadingOverlay>
      </Card>
    </>
  );
}
