import type { ReactNode } from "react";
import type { StatusTone } from "#app/domain/status.ts";
import { Icon, type IconName } from "#app/components/icon/Icon.tsx";
import * as styles from "./StatusBadge.css.ts";

export type { StatusTone };

export type StatusBadgeProps = {
  /** The state in words ("Overdue", "Pending connection"): always shown, never colour alone. */
  children: ReactNode;
  /** How it reads at a glance; `statusTone` (app/domain/status.ts) picks one for the provider's words. */
  tone: StatusTone;
};

// A shape per tone as well as a colour: the badge still reads in greyscale and in forced colours.
const ICONS: Record<StatusTone, IconName> = {
  success: "check",
  info: "clock",
  warning: "warning",
  danger: "error",
  neutral: "info",
};

/** A state as a small labelled badge (inline: it sits in a sentence, a table cell or a summary list). */
export function StatusBadge({ children, tone }: StatusBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles.tone[tone]}`} data-tone={tone}>
      <Icon name={ICONS[tone]} size={16} className={styles.icon} />
      <span>{children}</span>
    </span>
  );
}
