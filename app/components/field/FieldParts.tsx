import type { ReactNode } from "react";
import { KeepTogether } from "#app/components/keep-together/KeepTogether.tsx";
import { visuallyHidden } from "#app/styles/global.css.ts";
import * as styles from "./Field.css.ts";
import type { ResolvedField } from "./field-metadata.ts";

/** The hint under a label, referenced by the control's aria-describedby. */
export function FieldHint({ field, children }: { field: ResolvedField; children: ReactNode }) {
  return (
    <div id={field.hintId} className={styles.hint}>
      <KeepTogether>{children}</KeepTogether>
    </div>
  );
}

/**
 * The inline error (GOV.UK): a visually hidden "Error:" prefix, so a screen reader hearing the
 * description knows it is an error. The slot is always rendered to reserve its line.
 */
export function FieldError({ field }: { field: ResolvedField }) {
  if (!field.invalid) return <p className={styles.errorSlot} />;
  return (
    <p id={field.errorId} className={styles.errorSlot}>
      <span className={visuallyHidden}>Error: </span>
      {field.errors.join(" ")}
    </p>
  );
}

export function groupClassName(field: ResolvedField, className?: string) {
  return [styles.group, field.invalid ? styles.groupInvalid : undefined, className].filter(Boolean).join(" ");
}
