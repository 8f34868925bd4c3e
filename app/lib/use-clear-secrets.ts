import { useEffect } from "react";
import { SECRET_FIELDS } from "./forms.ts";

/**
 * After a failed post the server never sends secrets back, but with JavaScript the browser keeps
 * the same inputs and so what was typed. This empties the form's secret fields (passwords, codes,
 * card data) whenever a new action result arrives, so both modes behave alike.
 */
export function useClearSecrets(formId: string, result: unknown) {
  useEffect(() => {
    if (!result) return;
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    for (const name of SECRET_FIELDS) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement || input instanceof HTMLSelectElement) input.value = "";
    }
  }, [formId, result]);
}
