import { useState, type FormEvent, type ReactNode } from "react";
import { KeepTogether } from "#app/components/keep-together/KeepTogether.tsx";
import { useLocation, useSearchParams } from "react-router";
import type { AlertType } from "#app/styles/theme.css.ts";
import { visuallyHidden } from "#app/styles/global.css.ts";
import * as styles from "./Alert.css.ts";
import { Icon, type IconName } from "#app/components/icon/Icon.tsx";

export type { AlertType };

/** Query parameter that lists dismissed alerts: `?dismiss=<alert id>` (may repeat). */
const DISMISS_PARAM = "dismiss";

const iconFor: Record<AlertType, IconName> = {
  success: "check",
  info: "info",
  warning: "warning",
  danger: "error",
  extreme: "error",
};

const typeLabel: Record<AlertType, string> = {
  success: "Success",
  info: "Information",
  warning: "Warning",
  danger: "Error",
  extreme: "Important",
};

export type AlertProps = {
  type: AlertType;
  title?: ReactNode;
  children?: ReactNode;
  /** Show a close button. Needs `id`: it is what `?dismiss=` names. */
  closable?: boolean;
  id?: string;
  /**
   * The alert reports the result of something the user just did (a flash after a form post):
   * announce it — role="status" for success/info/warning, role="alert" for danger/extreme.
   * Leave it off for alerts that are simply part of the page.
   */
  live?: boolean;
  className?: string;
};

/**
 * A coloured message box.
 *
 * Closing works without JavaScript: the close button submits a tiny GET form to the current
 * path carrying the page's other query parameters plus `dismiss=<id>`; the server renders the
 * page again and this component renders nothing when its id is listed in `dismiss`. That keeps
 * a real <button> (the expected control for "close"), needs no server code in the page, and
 * focus starts at the top of the freshly loaded page. With JavaScript the submit is intercepted
 * and the alert is hidden in place (no navigation, no loader re-run), focus moving to <main>.
 * Don't place a closable Alert inside another <form> (forms cannot nest).
 */
export function Alert({ type, title, children, closable = false, id, live = false, className }: AlertProps) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const [dismissedHere, setDismissedHere] = useState(false);

  const dismissedByUrl = id !== undefined && searchParams.getAll(DISMISS_PARAM).includes(id);
  if (dismissedHere || dismissedByUrl) return null;

  const role = live ? (type === "danger" || type === "extreme" ? "alert" : "status") : undefined;
  const titleText = typeof title === "string" ? title : typeLabel[type];

  function dismissInPlace(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDismissedHere(true);
    const main = document.getElementById("main-content");
    if (main) main.focus({ preventScroll: true });
  }

  return (
    <div id={id} role={role} className={[styles.alert, styles.type[type], className].filter(Boolean).join(" ")}>
      <Icon name={iconFor[type]} className={styles.icon} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : <span className={visuallyHidden}>{typeLabel[type]}: </span>}
        {children ? (
          <div>
            <KeepTogether>{children}</KeepTogether>
          </div>
        ) : null}
      </div>
      {closable && id ? (
        <form method="get" action={location.pathname} className={styles.closeForm} onSubmit={dismissInPlace}>
          {[...searchParams.entries()].map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" name={DISMISS_PARAM} value={id} className={styles.closeButton}>
            <Icon name="cross" size={20} />
            <span className={visuallyHidden}>Dismiss message: {titleText}</span>
          </button>
        </form>
      ) : null}
    </div>
  );
}
