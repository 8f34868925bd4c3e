import type { Submission } from "@conform-to/react";
import { useCallback, useEffect, useRef } from "react";

/** A form's client-side check: what `parseWithZod(formData, { schema })` returns. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed output type does not matter to the form
export type FormValidator<Output> = (formData: FormData) => Submission<Output, string[], any>;

/** Before the schema has loaded: no errors, so the post goes ahead and the server checks it. */
const noCheckYet = <Output>(_formData: FormData) => ({ error: null }) as unknown as ReturnType<FormValidator<Output>>;

/**
 * Inline validation without loading zod before it is needed: a form's schema (with zod and
 * conform's zod adapter, more script than the rest of the page together) is imported when the
 * customer first focuses or touches that form, and from then on the form client validates with it
 * on blur, on input and on submit. Until it has loaded, and always without JavaScript, the
 * server's validation is the one that answers — it runs on every post regardless
 * (docs/decisions/008-form-client.md).
 */
export function useLazyValidation<Output>(
  formId: string,
  load: () => Promise<FormValidator<Output>>,
): (context: { formData: FormData }) => ReturnType<FormValidator<Output>> {
  const validator = useRef<FormValidator<Output> | null>(null);
  useEffect(() => {
    validator.current = null; // a new schema (e.g. another amount owed) replaces the old one
    const form = document.getElementById(formId);
    if (!form) return;
    let active = true;
    const start = () => {
      form.removeEventListener("focusin", start);
      form.removeEventListener("pointerdown", start);
      load().then(
        (validate) => {
          if (active) validator.current = validate;
        },
        () => undefined, // offline or a stale deploy: the server still validates
      );
    };
    form.addEventListener("focusin", start);
    form.addEventListener("pointerdown", start);
    return () => {
      active = false;
      form.removeEventListener("focusin", start);
      form.removeEventListener("pointerdown", start);
    };
  }, [formId, load]);
  return useCallback(({ formData }: { formData: FormData }) => (validator.current ?? noCheckYet<Output>)(formData), []);
}
