import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from "react";
import type { FieldMeta } from "./field-metadata.ts";
import * as styles from "./ErrorSummary.css.ts";

export type ErrorSummaryItem = {
  /** Id of the field the message is about; the item links to `#<fieldId>`. Omit for form-level errors. */
  fieldId?: string;
  message: ReactNode;
};

export type ErrorSummaryProps = {
  errors: readonly ErrorSummaryItem[];
  /** "There is a problem" by default (GOV.UK). */
  title?: string;
  /** Move focus to the summary when it appears (JS only). Default true. */
  focusOnMount?: boolean;
  /** Focus again whenever this changes, e.g. conform's `lastResult` after each failed post. */
  focusKey?: unknown;
  /**
   * Id of the form it summarises (conform's `form.id`). With JS, a submit that client-side
   * validation stops re-renders the summary without remounting it; this moves focus to it then.
   */
  formId?: string;
};

/** Items for every field (conform metadata or plain) that has errors, plus form-level messages. */
export function errorSummaryItems(
  fields: Iterable<FieldMeta>,
  formErrors?: readonly string[] | null,
): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = (formErrors ?? []).map((message) => ({ message }));
  for (const field of fields) {
    for (const message of field.errors ?? []) items.push({ fieldId: field.id, message });
  }
  return items;
}

/**
 * GOV.UK error summary, shown above a form after a failed submit: "There is a problem" and a
 * link to each field in error. role="alert" and focus on appearance so it is announced and a
 * keyboard user starts from it. Renders nothing when there are no errors.
 */
export function ErrorSummary({
  errors,
  title = "There is a problem",
  focusOnMount = true,
  focusKey,
  formId,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors && focusOnMount) ref.current?.focus();
  }, [hasErrors, focusOnMount, focusKey]);

  useEffect(() => {
    const form = formId ? document.getElementById(formId) : null;
    if (!form) return;
    // After the submit event has been handled (and any client-side errors rendered).
    const onSubmit = () => window.setTimeout(() => ref.current?.focus(), 0);
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [formId]);

  if (!hasErrors) return null;

  // With JS: focus the field itself and bring its label into view (a fragment jump would hide
  // the label above the input). Without JS the plain fragment link still goes to the field.
  function goToField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    const target = document.getElementById(fieldId);
    if (!target) return;
    event.preventDefault();
    const label =
      target.closest("fieldset")?.querySelector("legend") ??
      document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
    (label ?? target).scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  }

  return (
    <div ref={ref} className={styles.summary} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {errors.map((item, index) => (
          <li key={`${item.fieldId ?? "form"}-${index}`}>
            {item.fieldId ? (
              <a href={`#${item.fieldId}`} onClick={(event) => goToField(event, item.fieldId as string)}>
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
