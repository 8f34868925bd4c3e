import * as styles from "./dashboard.css.ts";

/** How much a state should stand out; the words say what it is (colour is never the only signal). */
export type Tone = keyof typeof styles.badge;

/** A state in words on a coloured pill: "Overdue", "Outage in progress", "Connected". */
export function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  return <strong className={styles.badge[tone]}>{children}</strong>;
}
