import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import * as styles from "#app/components/field/Field.css.ts";
import { FieldError, FieldHint, groupClassName } from "#app/components/field/FieldParts.tsx";
import { controlAria, resolveField, type FieldIdentity } from "#app/components/field/field-metadata.ts";

type CheckboxAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "children" | "className" | "type"
>;

export type CheckboxFieldProps = FieldIdentity &
  CheckboxAttributes & {
    label: ReactNode;
    hint?: ReactNode;
    /** Props from the form client's `getInputProps(meta, { type: "checkbox" })`. */
    inputProps?: CheckboxAttributes & { id?: string; name?: string; type?: string };
    className?: string;
  };

/** One checkbox with its label beside it, a hint and an inline error; same contract as Field. */
export function CheckboxField({
  label,
  hint,
  meta,
  id,
  name,
  errors,
  inputProps,
  className,
  ...attributes
}: CheckboxFieldProps) {
  const fallbackId = useId();
  const field = resolveField({ meta, id: id ?? inputProps?.id, name: name ?? inputProps?.name, errors }, fallbackId);
  const { type: _type, ...merged } = { ...inputProps, ...attributes };
  const value = typeof merged.value === "string" ? merged.value : "on";
  const defaultChecked =
    merged.checked !== undefined
      ? undefined
      : (merged.defaultChecked ?? (field.initialValue === value || field.initialValue === true));
  return (
    <div className={groupClassName(field, className)}>
      <div className={styles.choice}>
        <input
          {...merged}
          type="checkbox"
          value={value}
          defaultChecked={defaultChecked}
          id={field.id}
          name={field.name}
          className={styles.choiceInput}
          {...controlAria(field, hint)}
        />
        <label htmlFor={field.id} className={styles.choiceLabel}>
          {label}
        </label>
        {hint ? (
          <div className={styles.choiceHint}>
            <FieldHint field={field}>{hint}</FieldHint>
          </div>
        ) : null}
      </div>
      <FieldError field={field} />
    </div>
  );
}
