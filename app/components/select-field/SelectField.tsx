import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import * as styles from "#app/components/field/Field.css.ts";
import { FieldError, FieldHint, groupClassName } from "#app/components/field/FieldParts.tsx";
import { controlAria, defaultValueOf, resolveField, type FieldIdentity } from "#app/components/field/field-metadata.ts";

type SelectAttributes = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "children" | "className">;

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = FieldIdentity &
  SelectAttributes & {
    label: ReactNode;
    hint?: ReactNode;
    options: readonly SelectOption[];
    /** A first, empty option such as "Choose a state". */
    placeholder?: string;
    /** Props from the form client's `getSelectProps(meta)`. */
    selectProps?: SelectAttributes & { id?: string; name?: string };
    className?: string;
  };

/** A labelled <select> with hint and inline error; same contract as Field. */
export function SelectField({
  label,
  hint,
  meta,
  id,
  name,
  errors,
  options,
  placeholder,
  selectProps,
  className,
  ...attributes
}: SelectFieldProps) {
  const fallbackId = useId();
  const field = resolveField({ meta, id: id ?? selectProps?.id, name: name ?? selectProps?.name, errors }, fallbackId);
  const merged = { ...selectProps, ...attributes };
  const defaultValue =
    defaultValueOf(merged, field.initialValue) ??
    (merged.value === undefined && placeholder !== undefined ? "" : undefined);
  return (
    <div className={groupClassName(field, className)}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
      </label>
      {hint ? <FieldHint field={field}>{hint}</FieldHint> : null}
      <select
        {...merged}
        defaultValue={defaultValue}
        id={field.id}
        name={field.name}
        className={styles.select}
        {...controlAria(field, hint)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}
