import type { ReactNode } from "react";
import { visuallyHidden } from "#app/styles/global.css.ts";
import * as styles from "./StepTimeline.css.ts";
import { Icon } from "#app/components/icon/Icon.tsx";

export type StepStatus = "done" | "current" | "upcoming";
export type TimelineStep = { id?: string; label: ReactNode; description?: ReactNode; status: StepStatus };

export type StepTimelineProps = {
  /** Accessible name of the list, e.g. "Order progress". */
  label: string;
  steps: readonly TimelineStep[];
};

const statusText: Record<StepStatus, string> = { done: "Completed", current: "Current step", upcoming: "Not started" };

/** An ordered list of steps; the current one carries aria-current="step". Status is also spoken. */
export function StepTimeline({ label, steps }: StepTimelineProps) {
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={step.id ?? index}
          className={styles.step}
          aria-current={step.status === "current" ? "step" : undefined}
        >
          <span className={styles.marker[step.status]} aria-hidden="true">
            {step.status === "done" ? <Icon name="check" size={18} /> : index + 1}
          </span>
          <span className={styles.label}>
            <span className={visuallyHidden}>{statusText[step.status]}: </span>
            {step.label}
          </span>
          {step.description ? <span className={styles.description}>{step.description}</span> : null}
        </li>
      ))}
    </ol>
  );
}
