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
  /** Same ids as conform's `descriptionId` / `errorId`, so its aria attributes line up. */
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

/** aria-describedby for a control: hint first, then the error, then anything extra. */
export function describedBy(field: ResolvedField, hasHint: boolean, extra?: string): string | undefined {
  const ids = [hasHint ? field.hintId : undefined, field.invalid ? field.errorId : undefined, extra].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** Drop `key` (conform's getInputProps returns one; React must not receive it in a spread). */
export function withoutKey<T extends object>(props: T | undefined): Omit<T, "key"> {
  if (!props) return {} as Omit<T, "key">;
  const { key: _key, ...rest } = props as T & { key?: unknown };
  return rest;
}

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
