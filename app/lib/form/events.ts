import type { Submission } from "@conform-to/react";
import type { Dispatch, FocusEvent, FormEvent, SetStateAction } from "react";

// The form client's event handling (./client.ts imports it): checking a field on blur or input,
// and stopping a submit while errors remain.

export type Trigger = "onSubmit" | "onBlur" | "onInput";
export type ErrorMap = Record<string, string[]>;

export function cleanErrors(error: Record<string, string[] | null | undefined> | null | undefined): ErrorMap {
  const out: ErrorMap = {};
  for (const [name, messages] of Object.entries(error ?? {})) {
    if (messages && messages.length > 0) out[name] = messages;
  }
  return out;
}

/** What the handlers read of the form's latest options: when to check, and the check. */
export type CheckOptions = {
  shouldValidate?: Trigger;
  shouldRevalidate?: Trigger;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the values and output types do not matter here
  onValidate?: (context: { formData: FormData }) => Submission<any, string[], any>;
};

/** What the event handlers read and change. */
export type FormState = {
  latest: { current: CheckOptions };
  /** Fields checked so far. */
  checked: { current: Set<string> };
  /** Whether the form has been submitted (then every field counts as checked, as in conform). */
  submitted: { current: boolean };
  /** Whether anything was typed since the last submit or answer from the server. */
  typed: { current: boolean };
  setErrors: Dispatch<SetStateAction<ErrorMap>>;
  setFailedSubmits: Dispatch<SetStateAction<number>>;
};

export type FormHandlers = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBlur: (event: FocusEvent<HTMLFormElement>) => void;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
};

/** `name` itself or a field inside it (`name.x`, `name[0]`). */
const within = (key: string, name: string) => key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`);

export function formEvents({
  latest,
  checked,
  submitted,
  typed,
  setErrors,
  setFailedSubmits,
}: FormState): FormHandlers {
  const check = (form: HTMLFormElement, submitter?: HTMLElement | null): ErrorMap => {
    const validate = latest.current.onValidate;
    if (!validate) return {};
    const submission = validate({
      formData: new FormData(form, submitter instanceof HTMLButtonElement ? submitter : undefined),
    });
    return cleanErrors("error" in submission ? submission.error : undefined);
  };
  /** Check one field (the fields inside it, and the one it is part of) on `event`, if its trigger says so. */
  const checkField = (event: FormEvent<HTMLFormElement>, on: "onBlur" | "onInput") => {
    const { name, type } = event.target as HTMLInputElement;
    if (!name || type === "submit" || type === "hidden") return;
    if (on === "onInput") typed.current = true;
    const { shouldValidate = "onSubmit", shouldRevalidate = shouldValidate } = latest.current;
    const again = submitted.current || checked.current.has(name);
    const trigger = again ? shouldRevalidate : shouldValidate;
    // A check on input also runs on blur (a value can change without an input event: autofill).
    // Checking again on blur needs something typed since the last submit or answer, as in
    // conform: focus moving to the error summary must not check the field it leaves.
    if (trigger === "onSubmit" || (on === "onInput" ? trigger !== "onInput" : again && !typed.current)) return;
    checked.current.add(name);
    const all = check(event.currentTarget);
    // The field, the fields inside it, and the field it is part of (a date input's Day is `date.day`).
    const about = (key: string) => within(key, name) || (key !== "" && within(name, key));
    setErrors((current) => {
      const next: ErrorMap = {};
      for (const [key, messages] of Object.entries(current)) if (key && !about(key)) next[key] = messages;
      for (const [key, messages] of Object.entries(all)) if (about(key)) next[key] = messages;
      return next;
    });
  };
  return {
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (submitter?.hasAttribute("formnovalidate")) return;
      submitted.current = true;
      typed.current = false;
      const all = check(event.currentTarget, submitter);
      if (Object.keys(all).length === 0) return;
      event.preventDefault();
      setErrors(all);
      setFailedSubmits((n) => n + 1);
    },
    onBlur: (event: FocusEvent<HTMLFormElement>) => checkField(event, "onBlur"),
    onInput: (event: FormEvent<HTMLFormElement>) => checkField(event, "onInput"),
  };
}
