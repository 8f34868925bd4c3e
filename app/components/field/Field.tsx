import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import * as styles from "./Field.css.ts";
import { FieldError, FieldHint, groupClassName } from "./FieldParts.tsx";
import { controlAria, defaultValueOf, resolveField, type FieldIdentity } from "./field-metadata.ts";

export type { FieldMeta } from "./field-metadata.ts";

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "children" | "className">;

export type FieldProps = FieldIdentity &
  InputAttributes & {
    label: ReactNode;
    hint?: ReactNode;
    /** Props from the form client's `getInputProps(meta, { type })`; plain attributes given directly win. */
    inputProps?: InputAttributes & { id?: string; name?: string };
    /** Class of the wrapping group. */
    className?: string;
  };

/**
 * A labelled text-like input with hint and inline error (GOV.UK pattern): aria-describedby
 * links the hint and the error, aria-invalid marks an error.
 *
 * With the form client: `<Field label="Email" meta={fields.email} inputProps={getInputProps(fields.email, { type: "email" })} />`
 * Plain: `<Field label="Email" id="email" name="email" type="email" errors={["Enter an email address"]} />`
 */
export function Field({ label, hint, meta, id, name, errors, inputProps, className, ...attributes }: FieldProps) {
  const fallbackId = useId();
  const field = resolveField({ meta, id: id ?? inputProps?.id, name: name ?? inputProps?.name, errors }, fallbackId);
  const merged = { ...inputProps, ...attributes };
  const defaultValue = defaultValueOf(merged, field.initialValue);
  return (
    <div className={groupClassName(field, className)}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
      </label>
      {hint ? <FieldHint field={field}>{hint}</FieldHint> : null}
      <input
        type="text"
        {...merged}
        defaultValue={defaultValue}
        id={field.id}
        name={field.name}
        className={styles.input}
        {...controlAria(field, hint)}
      />
      <FieldError field={field} />
    </div>
  );
}
