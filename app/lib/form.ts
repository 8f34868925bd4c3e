import type { Submission, SubmissionResult } from "@conform-to/react";
import {
  type FocusEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";

/**
 * The browser half of our forms, with the API of the parts of conform's `useForm` we use
 * (`getFormProps`, `getInputProps`, `getSelectProps`, `getTextareaProps`, field metadata with
 * `getFieldList`/`getFieldset`). The server half is conform itself (`parseWithZod`,
 * `submission.reply`), so the `lastResult` the server sends is conform's. Why not conform's own
 * client: it costs ~9 KiB gzip on every form page, and with React Router's ~110 KiB that breaks
 * the 120 KiB first-visit budget (docs/decisions/008-form-client.md). Everything works without
 * JavaScript; with it, fields validate on blur / input and the submit is stopped while errors
 * remain, using the form's schema loaded on first touch (lazy-validation.ts).
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

type Trigger = "onSubmit" | "onBlur" | "onInput";
type ErrorMap = Record<string, string[] | null | undefined>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- field values are whatever the schema says
type AnyRecord = Record<string, any>;

export type FieldMetadata<Value = unknown> = {
  key: string;
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  errors: string[] | undefined;
  initialValue: unknown;
  valid: boolean;
  constraint: Constraint | undefined;
  getFieldList(): FieldMetadata<Value extends readonly (infer Item)[] ? Item : unknown>[];
  getFieldset(): Fields<Value extends AnyRecord ? Value : AnyRecord>;
};

export type Fields<Schema extends AnyRecord> = { readonly [Key in keyof Schema & string]-?: FieldMetadata<Schema[Key]> };

export type FormMetadata = {
  id: string;
  errorId: string;
  descriptionId: string;
  /** Form-level errors (not tied to a field). */
  errors: string[] | undefined;
  /** Every error, by field name ("" for the form). */
  allErrors: Record<string, string[]>;
  valid: boolean;
  status: "success" | "error" | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBlur: (event: FocusEvent<HTMLFormElement>) => void;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
};

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

function cleanErrors(error: ErrorMap | null | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error ?? {})) {
    if (messages && messages.length > 0) out[name] = messages;
  }
  return out;
}

const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export function useForm<Schema extends AnyRecord = AnyRecord>(
  options: UseFormOptions<Schema>,
): [FormMetadata, Fields<Schema>] {
  const { id: formId, lastResult, defaultValue, constraint } = options;
  const shouldValidate = options.shouldValidate ?? "onSubmit";
  const shouldRevalidate = options.shouldRevalidate ?? shouldValidate;
  const [errors, setErrors] = useState(() => cleanErrors(lastResult?.error));
  const [resetCount, setResetCount] = useState(0);
  // Errors the page arrives with (a post answered before hydration, a page rendered in its error
  // state) count as checked, as after a post: they update as the customer corrects them (conform).
  const touched = useRef(new Set(Object.keys(errors)));
  // The latest options for event handlers (the validator may be replaced once its schema loads).
  const latest = useRef(options);
  useIsomorphicLayoutEffect(() => {
    latest.current = options;
  });
  const initialValue: unknown = useMemo(() => lastResult?.initialValue ?? defaultValue ?? {}, [lastResult, defaultValue]);

  // A new answer from the server: show its errors, and put what it sent back into the inputs
  // (secrets are not sent back, so they empty).
  const seen = useRef(lastResult);
  useIsomorphicLayoutEffect(() => {
    if (seen.current === lastResult) return;
    seen.current = lastResult;
    setErrors(cleanErrors(lastResult?.error));
    touched.current = new Set(Object.keys(cleanErrors(lastResult?.error)));
    const form = document.getElementById(formId);
    if (lastResult && form instanceof HTMLFormElement) {
      for (const element of Array.from(form.elements)) {
        if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) || !element.name) continue;
        if (element.type === "hidden" || element.type === "checkbox" || element.type === "radio" || element.type === "submit") continue;
        const value = valueAt(lastResult.initialValue, element.name);
        element.value = typeof value === "string" ? value : "";
      }
    }
    setResetCount((n) => n + 1);
  }, [lastResult, formId]);

  const validate = useCallback((form: HTMLFormElement, submitter?: HTMLElement | null) => {
    const check = latest.current.onValidate;
    if (!check) return {};
    const formData = new FormData(form, submitter instanceof HTMLButtonElement ? submitter : undefined);
    const submission = check({ formData });
    return cleanErrors("error" in submission ? (submission.error as ErrorMap | null | undefined) : undefined);
  }, []);

  const updateField = useCallback(
    (form: HTMLFormElement, name: string) => {
      const all = validate(form);
      setErrors((current) => {
        const next = { ...current };
        for (const key of Object.keys(next)) {
          if (key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`)) delete next[key];
        }
        for (const [key, messages] of Object.entries(all)) {
          if (key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`)) next[key] = messages;
        }
        delete next[""];
        return next;
      });
    },
    [validate],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const nativeEvent = event.nativeEvent as SubmitEvent;
      const submitter = nativeEvent.submitter;
      if (submitter?.hasAttribute("formnovalidate")) return;
      const all = validate(event.currentTarget, submitter);
      if (Object.keys(all).length > 0) {
        event.preventDefault();
        for (const name of Object.keys(all)) touched.current.add(name);
        setErrors(all);
      }
    },
    [validate],
  );

  const onBlur = useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const target = event.target as unknown as HTMLInputElement;
      if (!target.name || target.type === "submit" || target.type === "hidden") return;
      const trigger = touched.current.has(target.name) ? latest.current.shouldRevalidate ?? shouldRevalidate : shouldValidate;
      if (trigger !== "onBlur" && trigger !== "onInput") return;
      touched.current.add(target.name);
      updateField(event.currentTarget, target.name);
    },
    [shouldRevalidate, shouldValidate, updateField],
  );

  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as unknown as HTMLInputElement;
      if (!target.name) return;
      const trigger = touched.current.has(target.name) ? shouldRevalidate : shouldValidate;
      if (trigger !== "onInput") return;
      touched.current.add(target.name);
      updateField(event.currentTarget, target.name);
    },
    [shouldRevalidate, shouldValidate, updateField],
  );

  return useMemo(() => {
    const field = (name: string): FieldMetadata => {
      const id = idFor(formId, name);
      const fieldErrors = errors[name];
      return {
        key: `${name}:${resetCount}`,
        id,
        name,
        errorId: `${id}-error`,
        descriptionId: `${id}-description`,
        errors: fieldErrors,
        initialValue: valueAt(initialValue, name),
        valid: !fieldErrors,
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
    const formErrors = errors[""];
    const form: FormMetadata = {
      id: formId,
      errorId: `${formId}-error`,
      descriptionId: `${formId}-description`,
      errors: formErrors,
      allErrors: errors,
      valid: Object.keys(errors).length === 0,
      status: lastResult?.status,
      onSubmit,
      onBlur,
      onInput,
    };
    return [form, fieldsFor("") as Fields<Schema>];
  }, [formId, errors, resetCount, initialValue, constraint, lastResult, onSubmit, onBlur, onInput]);
}

function aria(meta: { errors?: string[]; errorId: string; descriptionId: string }, described: boolean) {
  const invalid = Boolean(meta.errors?.length);
  const ids = [described ? meta.descriptionId : undefined, invalid ? meta.errorId : undefined].filter(Boolean);
  return {
    "aria-invalid": invalid || undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  } as const;
}

export function getFormProps(form: FormMetadata) {
  return {
    id: form.id,
    noValidate: true,
    onSubmit: form.onSubmit,
    onBlur: form.onBlur,
    onInput: form.onInput,
    ...aria(form, false),
  };
}

type InputOptions = { type: string; value?: string | boolean; ariaDescribedBy?: string; description?: boolean };

/** What every control gets: identity, required, and the aria state of its errors. */
function controlProps(meta: FieldMetadata, described = false) {
  return {
    key: meta.key,
    id: meta.id,
    name: meta.name,
    required: meta.constraint?.required || undefined,
    ...aria(meta, described),
  };
}

const textValue = (meta: FieldMetadata) => (typeof meta.initialValue === "string" ? meta.initialValue : undefined);

export function getInputProps(meta: FieldMetadata, options: InputOptions) {
  const c = meta.constraint ?? {};
  const base = {
    ...controlProps(meta, Boolean(options.description)),
    type: options.type,
    minLength: c.minLength,
    maxLength: c.maxLength,
    min: c.min,
    max: c.max,
    step: c.step,
    pattern: c.pattern,
    multiple: c.multiple,
  };
  if (options.type === "checkbox" || options.type === "radio") {
    const value = options.value === undefined || options.value === true ? "on" : String(options.value);
    const initial = meta.initialValue;
    const checked = Array.isArray(initial) ? initial.includes(value) : initial === value || (value === "on" && initial === true);
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
