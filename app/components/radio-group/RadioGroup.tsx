import { useId, type ReactNode } from "react";
import * as styles from "#app/components/field/Field.css.ts";
import * as headingStyles from "#app/components/page-heading/PageHeading.css.ts";
import { FieldError, FieldHint, groupClassName } from "#app/components/field/FieldParts.tsx";
import { describedBy, initialString, resolveField, type FieldIdentity } from "#app/components/field/field-metadata.ts";

export type RadioOption = { value: string; label: ReactNode; hint?: ReactNode; disabled?: boolean };

export type RadioGroupProps = FieldIdentity & {
  /** The question, rendered as the fieldset's <legend>. */
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly RadioOption[];
  defaultValue?: string;
  required?: boolean;
  /** Options side by side (for two or three short answers). */
  inline?: boolean;
  /** The page asks only this: the legend is the page's <h1> (GOV.UK "legend as page heading"; StepPage's `questionInField`). */
  isPageHeading?: boolean;
  className?: string;
};

/**
 * Radios in a fieldset with a legend. The first radio takes the field id, so an ErrorSummary
 * link `#<fieldId>` lands on it (GOV.UK); the others get `<fieldId>-<index>`.
 */
export function RadioGroup({
  legend,
  hint,
  meta,
  id,
  name,
  errors,
  options,
  defaultValue,
  required,
  inline = false,
  isPageHeading = false,
  className,
}: RadioGroupProps) {
  const fallbackId = useId();
  const field = resolveField({ meta, id, name, errors }, fallbackId);
  const selected = defaultValue ?? initialString(field.initialValue);
  return (
    <fieldset className={groupClassName(field, className)} aria-describedby={describedBy(field, hint)}>
      <legend className={styles.legend}>
        {isPageHeading ? <h1 className={headingStyles.heading}>{legend}</h1> : legend}
      </legend>
      {hint ? <FieldHint field={field}>{hint}</FieldHint> : null}
      <div className={inline ? styles.choicesInline : styles.choices}>
        {options.map((option, index) => {
          const optionId = index === 0 ? field.id : `${field.id}-${index}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          return (
            <div key={option.value} className={styles.choice}>
              <input
                type="radio"
                id={optionId}
                name={field.name}
                value={option.value}
                defaultChecked={selected === option.value}
                disabled={option.disabled}
                required={required}
                className={styles.choiceInput}
                aria-describedby={optionHintId}
              />
              <label htmlFor={optionId} className={styles.choiceLabel}>
                {option.label}
              </label>
              {option.hint ? (
                <div id={optionHintId} className={styles.choiceHint}>
                  {option.hint}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}
