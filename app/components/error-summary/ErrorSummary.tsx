import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from "react";
import * as styles from "./ErrorSummary.css.ts";

export type ErrorSummaryItem = {
  /** Id of the field the message is about; the item links to `#<fieldId>`. Omit for form-level errors. */
  fieldId?: string;
  message: ReactNode;
};

/** What the summary reads from a form of the form client (`useForm`'s FormMetadata). */
export type SummarisedForm = {
  /** Every error of the form: form-level first, then each field's in field order, with its field's id. */
  errorItems(): readonly ErrorSummaryItem[];
  /** Changes after each submit that ended in errors. */
  failedSubmits: number;
};

export type ErrorSummaryProps = {
  /**
   * The form it summarises (`form` from useForm): lists every error of the form, so a new field
   * cannot be left out, and takes focus after each failed submit — never on blur or input.
   */
  form?: SummarisedForm;
  /** Errors that come from no form of the form client: a GET filter, a loader's message, a confirm step of hidden fields. */
  errors?: readonly ErrorSummaryItem[];
  /** "There is a problem" by default (GOV.UK). */
  title?: string;
  /** false: do not take focus for the errors the page is rendered with (the catalogue's sample). Default true. */
  focusOnMount?: boolean;
  /** With `errors`: focus again whenever this changes, e.g. the action data after each failed post. */
  focusKey?: unknown;
};

/**
 * GOV.UK error summary, shown above a form after a failed submit: "There is a problem" and a
 * link to each field in error. role="alert" and focus so it is announced and a keyboard user
 * starts from it. Renders nothing when there are no errors.
 */
export function ErrorSummary({
  form,
  errors,
  title = "There is a problem",
  focusOnMount = true,
  focusKey,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const items = form ? form.errorItems() : (errors ?? []);
  const hasErrors = items.length > 0;
  // A form: after each failed submit (never on blur or input). Plain errors: when they appear or focusKey changes.
  const when = form ? form.failedSubmits : hasErrors;
  const renderedWith = useRef(when);
  useEffect(() => {
    if (when && (focusOnMount || when !== renderedWith.current)) ref.current?.focus();
  }, [when, focusKey, focusOnMount]);

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
        {items.map((item, index) => (
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
