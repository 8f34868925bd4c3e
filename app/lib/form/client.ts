import type { Submission, SubmissionResult } from "@conform-to/react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { cleanErrors, formEvents, type FormHandlers, type Trigger } from "./events.ts";

/**
 * The browser half of our forms, with the API of the parts of conform's `useForm` we use
 * (`getFormProps`, `getInputProps`, `getSelectProps`, `getTextareaProps`, field metadata with
 * `getFieldList`/`getFieldset`). The server half is conform itself (`parseWithZod`, and the
 * replies in ./replies.ts), so the `lastResult` the server sends is conform's. Why not conform's
 * own client: it would load zod's adapter with it on every form page (docs/decisions/008-form-client.md).
 *
 * Everything works without JavaScript. With it:
 * - a field is checked when `shouldValidate` says (submit, blur or input); once it has been
 *   checked, or once the form has been submitted, when `shouldRevalidate` says (as conform);
 * - a submit is stopped while errors remain, unless its button has `formnovalidate`;
 * - a new `lastResult` from the server shows its errors and puts the values it sent back into
 *   the inputs: secrets, never sent back, are emptied (the one reset of this client);
 * - `form.failedSubmits` counts submits that ended in errors, so the error summary takes focus
 *   after each of them and never on blur or input; `form.errorItems()` lists every error.
 * The event handling is ./events.ts; the check is the form's schema, loaded with zod on the form's
 * first focus or touch (./lazy-validation.ts). The aria attributes of a control (aria-invalid,
 * aria-describedby) belong to the field components (app/components), which render the hint and
 * error they point to.
 */

type Constraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- field values are whatever the schema says
type AnyRecord = Record<string, any>;

export type FieldMetadata<Value = unknown> = {
  /** The field's name: stable, a React key for list items. */
  key: string;
  /** The control's id, `<form id>-<name>`; the error summary links to it. */
  id: string;
  name: string;
  errors: string[] | undefined;
  initialValue: unknown;
  constraint: Constraint | undefined;
  getFieldList(): FieldMetadata<Value extends readonly (infer Item)[] ? Item : unknown>[];
  getFieldset(): Fields<Value extends AnyRecord ? Value : AnyRecord>;
};

export type Fields<Schema extends AnyRecord> = {
  readonly [Key in keyof Schema & string]-?: FieldMetadata<Schema[Key]>;
};

export type FormErrorItem = { fieldId?: string; message: string };

export type FormMetadata = {
  id: string;
  /** Form-level errors (not tied to a field). */
  errors: string[] | undefined;
  /** Every error, by field name ("" for the form). */
  allErrors: Record<string, string[]>;
  valid: boolean;
  /**
   * Submits that ended in errors: stopped by the check in the browser, or answered with errors by
   * the server (counting the answer the page was rendered with). The error summary takes focus
   * when this changes.
   */
  failedSubmits: number;
  /**
   * Every error, for the error summary: form-level ones first, then each field's in the order the
   * page asked for its fields while rendering (document order), then any other field's. A field
   * item carries the field's id (a radio group's first radio has it).
   */
  errorItems(): FormErrorItem[];
} & FormHandlers;

export type UseFormOptions<Schema extends AnyRecord> = {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Partial<Record<keyof Schema & string, unknown>> & AnyRecord;
  constraint?: Record<string, Constraint>;
  shouldValidate?: Trigger;
  shouldRevalidate?: Trigger;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the output type does not matter here
  onValidate?: (context: { formData: FormData }) => Submission<Schema, string[], any>;
};

const idFor = (formId: string, name: string) => `${formId}-${name.replace(/[^\w-]/g, "-")}`;

function valueAt(source: unknown, name: string): unknown {
  if (!name) return source;
  let current: unknown = source;
  for (const part of name.replace(/\[(\d+)\]/g, ".$1").split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as AnyRecord)[part];
  }
  return current;
}

const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export function useForm<Schema extends AnyRecord = AnyRecord>(
  options: UseFormOptions<Schema>,
): [FormMetadata, Fields<Schema>] {
  const { id: formId, lastResult, defaultValue, constraint } = options;
  const [errors, setErrors] = useState(() => cleanErrors(lastResult?.error));
  const [failedSubmits, setFailedSubmits] = useState(() => Number(Object.keys(errors).length > 0));
  // Fields checked so far, and whether the form has been submitted (then every field counts as
  // checked, as in conform): a checked field is checked again when `shouldRevalidate` says.
  const checked = useRef(new Set<string>());
  const submitted = useRef(Boolean(lastResult));
  // Whether anything was typed since the last submit or answer from the server.
  const typed = useRef(false);
  // The latest options, for the event handlers (the validator is replaced once its schema loads).
  const latest = useRef(options);
  const seen = useRef(lastResult);
  useIsomorphicLayoutEffect(() => {
    latest.current = options;
    // A new answer from the server: show its errors, and put what it sent back into the inputs
    // (secrets are not sent back, so they empty). The only reset: inputs keep their identity.
    if (seen.current === lastResult) return;
    seen.current = lastResult;
    const next = cleanErrors(lastResult?.error);
    setErrors(next);
    if (!lastResult) return;
    submitted.current = true;
    typed.current = false;
    if (Object.keys(next).length > 0) setFailedSubmits((n) => n + 1);
    const form = document.getElementById(formId) as HTMLFormElement | null;
    for (const element of Array.from((form?.elements ?? []) as HTMLCollectionOf<HTMLInputElement>)) {
      if (
        !element.name ||
        !/^(text|email|tel|password|number|date|time|month|week|datetime-local|search|url|textarea)$/.test(element.type)
      )
        continue;
      const value = valueAt(lastResult.initialValue, element.name);
      element.value = typeof value === "string" ? value : "";
    }
  });

  // Event handlers (./events.ts), made once: they read the latest options and state through refs
  // and setters. They are made on the form's first event, where the refs may be read.
  const [handlers] = useState((): FormHandlers => {
    let made: FormHandlers | undefined;
    const live = () => (made ??= formEvents({ latest, checked, submitted, typed, setErrors, setFailedSubmits }));
    return {
      onSubmit: (event) => live().onSubmit(event),
      onBlur: (event) => live().onBlur(event),
      onInput: (event) => live().onInput(event),
    };
  });

  return useMemo(() => {
    const initialValue: unknown = lastResult?.initialValue ?? defaultValue ?? {};
    // The names the page asks for while it renders, in that order: the error summary's order,
    // after the form's own errors ("").
    const asked = new Set([""]);
    const field = (name: string): FieldMetadata => {
      asked.add(name);
      return {
        key: name,
        id: idFor(formId, name),
        name,
        errors: errors[name],
        initialValue: valueAt(initialValue, name),
        constraint: constraint?.[name.replace(/\[\d+\]/g, "[]")],
        getFieldList() {
          const list = valueAt(initialValue, name);
          const length = Array.isArray(list) ? list.length : 0;
          return Array.from({ length }, (_, index) => field(`${name}[${index}]`)) as never;
        },
        getFieldset() {
          return fieldsFor(name) as never;
        },
      };
    };
    const fieldsFor = (prefix: string) =>
      new Proxy({} as AnyRecord, {
        get: (_target, key) => (typeof key === "string" ? field(prefix ? `${prefix}.${key}` : key) : undefined),
      });
    const form: FormMetadata = {
      id: formId,
      errors: errors[""],
      allErrors: errors,
      valid: Object.keys(errors).length === 0,
      failedSubmits,
      errorItems: () =>
        [...new Set([...asked, ...Object.keys(errors)])].flatMap((name) =>
          (errors[name] ?? []).map((message) => ({ fieldId: name ? idFor(formId, name) : undefined, message })),
        ),
      ...handlers,
    };
    return [form, fieldsFor("") as Fields<Schema>];
  }, [formId, errors, failedSubmits, lastResult, defaultValue, constraint, handlers]);
}

export function getFormProps(form: FormMetadata) {
  const { id, onSubmit, onBlur, onInput } = form;
  return { id, noValidate: true, onSubmit, onBlur, onInput };
}

/** What every control gets: identity and `required` (its aria attributes come from the field components). */
const controlProps = (meta: FieldMetadata) => ({
  id: meta.id,
  name: meta.name,
  required: meta.constraint?.required || undefined,
});

const textValue = (meta: FieldMetadata) => (typeof meta.initialValue === "string" ? meta.initialValue : undefined);

export function getInputProps(meta: FieldMetadata, options: { type: string; value?: string | boolean }) {
  const c = meta.constraint ?? {};
  // An input takes every constraint as an attribute of the same name.
  const base = { ...c, ...controlProps(meta), type: options.type };
  if (options.type === "checkbox" || options.type === "radio") {
    const value = options.value === undefined || options.value === true ? "on" : String(options.value);
    const initial = meta.initialValue;
    const checked = Array.isArray(initial)
      ? initial.includes(value)
      : initial === value || (value === "on" && initial === true);
    return { ...base, value, defaultChecked: checked };
  }
  return { ...base, defaultValue: textValue(meta) };
}

export function getSelectProps(meta: FieldMetadata) {
  const initial = meta.initialValue;
  return {
    ...controlProps(meta),
    multiple: meta.constraint?.multiple,
    defaultValue: typeof initial === "string" || Array.isArray(initial) ? (initial as string | string[]) : undefined,
  };
}

export function getTextareaProps(meta: FieldMetadata) {
  return {
    ...controlProps(meta),
    minLength: meta.constraint?.minLength,
    maxLength: meta.constraint?.maxLength,
    defaultValue: textValue(meta),
  };
}
