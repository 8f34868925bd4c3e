import { useId, type ReactNode } from "react";
import type { DatePart, DateParts } from "./date-input.ts";
import { datePartsInError } from "./date-input-messages.ts";
import * as styles from "#app/components/field/Field.css.ts";
import * as headingStyles from "#app/components/page-heading/PageHeading.css.ts";
import { FieldError, FieldHint, groupClassName } from "#app/components/field/FieldParts.tsx";
import { describedBy, resolveField, type FieldIdentity } from "#app/components/field/field-metadata.ts";

export type DateInputProps = FieldIdentity & {
  /** The question, rendered as the fieldset's <legend>. */
  legend: ReactNode;
  /** An example in the order of the fields, e.g. "For example, 27 3 2026" (GOV.UK). */
  hint?: ReactNode;
  /** What the fields show, as typed. Default: the form client's value (`meta`), which is the parts as posted. */
  defaultValue?: Partial<DateParts>;
  /** "bday" for a date of birth: browsers may fill the three fields (bday-day, bday-month, bday-year). */
  autoComplete?: "bday";
  /** The page asks only this: the legend is the page's <h1> (GOV.UK "legend as page heading"; StepPage's `questionInField`). */
  isPageHeading?: boolean;
  className?: string;
};

const PARTS: readonly { part: DatePart; label: string; numeric: boolean; width: string }[] = [
  { part: "day", label: "Day", numeric: true, width: styles.dateDay },
  // Not numeric: a month may be typed as a name ("Nov", "November").
  { part: "month", label: "Month", numeric: false, width: styles.dateMonth },
  { part: "year", label: "Year", numeric: true, width: styles.dateYear },
];

/** One part's text from the value (parts as posted); a date to show is split on the server (date-input.ts's datePartsOf). */
function partOf(value: unknown, part: DatePart): string {
  const text = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  return typeof text === "string" ? text : "";
}

/**
 * The GOV.UK date input: a fieldset with the question as its legend, a hint, and three text
 * fields named `<name>.day`, `<name>.month` and `<name>.year` (conform reads them as one value).
 * The day field takes the field id, so an error summary link `#<fieldId>` lands on the date's
 * first field; the others are `<fieldId>-month` and `<fieldId>-year`. What was typed is shown
 * again as typed (a loader splits a YYYY-MM-DD date with datePartsOf). The server reads it
 * (./date-input.ts): a month name, or a whole date in the day field, is fine. An error marks
 * the fieldset, and only the fields it is about (aria-invalid, the red border): the month alone for
 * "… must include a month", all three when the date is not real.
 */
export function DateInput({
  legend,
  hint,
  meta,
  id,
  name,
  errors,
  defaultValue,
  autoComplete,
  isPageHeading,
  className,
}: DateInputProps) {
  const fallbackId = useId();
  const field = resolveField({ meta, id, name, errors }, fallbackId);
  const value = defaultValue ?? field.initialValue;
  // GOV.UK: only the wrong part(s) are marked ("must include a month": the month field alone).
  const wrong = datePartsInError(field.errors[0]);
  return (
    <fieldset className={groupClassName(field, className)} aria-describedby={describedBy(field, hint)}>
      <legend className={styles.legend}>
        {isPageHeading ? <h1 className={headingStyles.heading}>{legend}</h1> : legend}
      </legend>
      {hint ? <FieldHint field={field}>{hint}</FieldHint> : null}
      <div className={styles.dateParts}>
        {PARTS.map(({ part, label, numeric, width }) => {
          const partId = part === "day" ? field.id : `${field.id}-${part}`;
          return (
            <div key={part} className={styles.datePart}>
              <label htmlFor={partId}>{label}</label>
              <input
                type="text"
                id={partId}
                name={`${field.name}.${part}`}
                defaultValue={partOf(value, part)}
                inputMode={numeric ? "numeric" : undefined}
                autoComplete={autoComplete ? `${autoComplete}-${part}` : undefined}
                spellCheck={false}
                className={`${styles.input} ${width}`}
                aria-invalid={wrong.includes(part) || undefined}
              />
            </div>
          );
        })}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}
