/**
 * What the field components need to know about a field. Conform's `FieldMetadata`
 * (`fields.email` from `useForm`) fits this shape, so pass it as `meta`; or pass `id`,
 * `name` and `errors` as plain props (those win over `meta`).
 */
export type FieldMeta = {
  id: string;
  name: string;
  errors?: readonly string[] | undefined;
  initialValue?: unknown;
};

export type FieldIdentity = {
  /** Conform field metadata (or anything with id, name, errors, initialValue). */
  meta?: FieldMeta;
  id?: string;
  name?: string;
  errors?: readonly string[] | null;
};

export type ResolvedField = {
  id: string;
  name: string;
  errors: readonly string[];
  invalid: boolean;
  /** Ids of the hint and the error: the field components are the one place that sets aria-describedby. */
  hintId: string;
  errorId: string;
  initialValue: unknown;
};

export function resolveField({ meta, id, name, errors }: FieldIdentity, fallbackId: string): ResolvedField {
  const fieldId = id ?? meta?.id ?? fallbackId;
  const list = (errors ?? meta?.errors ?? []).filter((message) => message !== "");
  return {
    id: fieldId,
    name: name ?? meta?.name ?? fieldId,
    errors: list,
    invalid: list.length > 0,
    hintId: `${fieldId}-description`,
    errorId: `${fieldId}-error`,
    initialValue: meta?.initialValue,
  };
}

/** aria-describedby: the hint first, then the error. */
export function describedBy(field: ResolvedField, hint: unknown): string | undefined {
  return [hint ? field.hintId : "", field.invalid ? field.errorId : ""].filter(Boolean).join(" ") || undefined;
}

/** A control's aria attributes: computed here only (the form client sets none), beside the ids of the hint and error it points to. */
export const controlAria = (field: ResolvedField, hint: unknown) => ({
  "aria-invalid": field.invalid || undefined,
  "aria-describedby": describedBy(field, hint),
});

export function initialString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/**
 * The control's defaultValue: an explicit `defaultValue` (even `undefined`, e.g. to never echo
 * a password) wins; then conform's initialValue. None for controlled or password inputs.
 */
export function defaultValueOf(
  props: { value?: unknown; defaultValue?: unknown; type?: string },
  initialValue: unknown,
): string | number | readonly string[] | undefined {
  if (props.value !== undefined) return undefined;
  if ("defaultValue" in props) return props.defaultValue as string | number | readonly string[] | undefined;
  if (props.type === "password") return undefined;
  return initialString(initialValue);
}
