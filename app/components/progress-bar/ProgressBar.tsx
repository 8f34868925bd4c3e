import { useId } from "react";
import * as styles from "./ProgressBar.css.ts";

export type ProgressBarProps = {
  /** Visible label, also the accessible name of the <progress>. */
  label: string;
  value: number;
  /** 100 by default. */
  max?: number;
  /** Text shown beside the label, e.g. "35.2 GB of 100 GB"; a percentage by default. */
  valueText?: string;
  /** Hide the value text (the bar still exposes its value to assistive tech). */
  hideValue?: boolean;
};

/** A native <progress> element: its value is exposed to assistive tech without ARIA. */
export function ProgressBar({ label, value, max = 100, valueText, hideValue = false }: ProgressBarProps) {
  const id = useId();
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), max);
  const text = valueText ?? `${Math.round((clamped / max) * 100)}%`;
  return (
    <div className={styles.wrapper}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hideValue ? null : (
          <span className={styles.value} aria-hidden="true">
            {text}
          </span>
        )}
      </div>
      <progress id={id} className={styles.progress} value={clamped} max={max} aria-valuetext={valueText}>
        {text}
      </progress>
    </div>
  );
}
