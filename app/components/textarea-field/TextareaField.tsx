import { useId, type ReactNode, type TextareaHTMLAttributes } from "react";
import * as headingStyles from "#app/components/page-heading/PageHeading.css.ts";
import * as styles from "#app/components/field/Field.css.ts";
import { FieldError, FieldHint, groupClassName } from "#app/components/field/FieldParts.tsx";
import { controlAria, defaultValueOf, resolveField, type FieldIdentity } from "#app/components/field/field-metadata.ts";

type TextareaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "children" | "className">;

export type TextareaFieldProps = FieldIdentity &
  TextareaAttributes & {
    label: ReactNode;
    hint?: ReactNode;
    /** Props from the form client's `getTextareaProps(meta)`. */
    textareaProps?: TextareaAttributes & { id?: string; name?: string };
    /** The page asks only this: the label sits in the page's <h1> (GOV.UK "label as page heading"; StepPage's `questionInField`). */
    isPageHeading?: boolean;
    className?: string;
  };

/** A labelled <textarea> with hint and inline error; same contract as Field. */
export function TextareaField({
  label,
  hint,
  meta,
  id,
  name,
  errors,
  textareaProps,
  className,
  isPageHeading = false,
  rows = 5,
  ...attributes
}: TextareaFieldProps) {
  const fallbackId = useId();
  const field = resolveField(
    { meta, id: id ?? textareaProps?.id, name: name ?? textareaProps?.name, errors },
    fallbackId,
  );
  const merged = { ...textareaProps, ...attributes };
  const defaultValue = defaultValueOf(merged, field.initialValue);
  return (
    <div className={groupClassName(field, className)}>
      {isPageHeading ? (
        <h1 className={headingStyles.heading}>
          <label htmlFor={field.id}>{label}</label>
        </h1>
      ) : (
        <label htmlFor={field.id} className={styles.label}>
          {label}
        </label>
      )}
      {hint ? <FieldHint field={field}>{hint}</FieldHint> : null}
      <textarea
        rows={rows}
        {...merged}
        defaultValue={defaultValue}
        id={field.id}
        name={field.name}
        className={styles.textarea}
        {...controlAria(field, hint)}
      />
      <FieldError field={field} />
    </div>
  );
}
