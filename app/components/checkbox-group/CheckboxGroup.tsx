import { useId, type ReactNode } from "react";
import * as styles from "#app/components/field/Field.css.ts";
import { FieldError, FieldHint, groupClassName } from "#app/components/field/FieldParts.tsx";
import { describedBy, resolveField, type FieldIdentity } from "#app/components/field/field-metadata.ts";
import type { RadioOption } from "#app/components/radio-group/RadioGroup.tsx";

export type CheckboxGroupProps = FieldIdentity & {
  /** The question, rendered as the fieldset's <legend>. */
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly RadioOption[];
  /** What is ticked; default: the form client's value (`meta`). */
  defaultValue?: readonly string[];
  className?: string;
};

const ticked = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" && value ? [value] : [];

/**
 * GOV.UK checkboxes: several answers to one question, in a fieldset with a legend, all posted
 * under one name. As RadioGroup, the first box takes the field id (the error summary's link).
 */
export function CheckboxGroup({
  legend,
  hint,
  meta,
  id,
  name,
  errors,
  options,
  defaultValue,
  className,
}: CheckboxGroupProps) {
  const fallbackId = useId();
  const field = resolveField({ meta, id, name, errors }, fallbackId);
  const selected = defaultValue ?? ticked(field.initialValue);
  return (
    <fieldset className={groupClassName(field, className)} aria-describedby={describedBy(field, hint)}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <FieldHint field={field}>{hint}</FieldHint> : null}
      <div className={styles.choices}>
        {options.map((option, index) => {
          const optionId = index === 0 ? field.id : `${field.id}-${index}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          return (
            <div key={option.value} className={styles.choice}>
              <input
                type="checkbox"
                id={optionId}
                name={field.name}
                value={option.value}
                defaultChecked={selected.includes(option.value)}
                disabled={option.disabled}
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
