import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { ButtonLink } from "#app/components/button/Button.tsx";
import * as styles from "./Modal.css.ts";

export type ModalSize = "small" | "medium" | "large";

export type ModalProps = {
  title: ReactNode;
  children: ReactNode;
  /** small 500px, medium 700px, large 85% of the viewport (spec §2). */
  size?: ModalSize;
  /** Query parameter that opens the modal; "modal" by default. */
  param?: string;
  /** The value of `param` that opens this modal, e.g. `?modal=confirm-cancel`. */
  value: string;
  /** Buttons at the bottom (e.g. a confirm <Form>). The close link is always there. */
  footer?: ReactNode;
  /** Label of the close link; "Close" by default. */
  closeLabel?: string;
};

/** The URL (same path and query) with `param` removed: where closing the modal goes. */
function withoutParam(pathname: string, searchParams: URLSearchParams, param: string): string {
  const next = new URLSearchParams(searchParams);
  next.delete(param);
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A link target that opens the modal `value` on the current page, keeping other parameters. */
export function modalHref(searchParams: URLSearchParams, value: string, param = "modal"): string {
  const next = new URLSearchParams(searchParams);
  next.set(param, value);
  return `?${next.toString()}`;
}

/**
 * A modal opened by the URL (`?modal=<value>`), so it works without JavaScript: open it with a
 * plain link, close it with a link back to the URL without the parameter. The server renders a
 * <dialog open> above a backdrop. With JavaScript the same element is switched to showModal():
 * the browser traps focus inside and makes the page inert, Escape closes (by navigating to the
 * close URL), and focus goes back to the element that opened it.
 */
export function Modal({
  title,
  children,
  size = "medium",
  param = "modal",
  value,
  footer,
  closeLabel = "Close",
}: ModalProps) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const open = searchParams.get(param) === value;
  const closeTo = withoutParam(pathname, searchParams, param);
  if (!open) return null;
  return (
    <OpenModal title={title} size={size} footer={footer} closeTo={closeTo} closeLabel={closeLabel}>
      {children}
    </OpenModal>
  );
}

function OpenModal({
  title,
  children,
  size,
  footer,
  closeTo,
  closeLabel,
}: {
  title: ReactNode;
  children: ReactNode;
  size: ModalSize;
  footer?: ReactNode;
  closeTo: string;
  closeLabel: string;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const leave = useEffectEvent(() => navigate(closeTo, { replace: true, preventScrollReset: true }));

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Whatever had focus when the modal opened (the link that opened it, on client navigation).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Server-rendered as non-modal <dialog open>; reopen as a modal to get the focus trap.
    let switching = true;
    if (dialog.open) dialog.close();
    dialog.showModal();
    switching = false;

    // Escape (or any other native close) leaves through the URL, like the close link.
    const onClose = () => {
      if (switching || dialog.open) return;
      void leave();
    };
    dialog.addEventListener("close", onClose);
    return () => {
      dialog.removeEventListener("close", onClose);
      if (dialog.open) dialog.close();
      if (opener && opener.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <>
      <div className={styles.backdrop} aria-hidden="true" />
      <dialog ref={dialogRef} open className={styles.size[size]} aria-labelledby={titleId}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        </div>
        <div className={styles.body}>{children}</div>
        <div className={styles.footer}>
          {footer}
          <ButtonLink to={closeTo} variant="secondary" preventScrollReset replace>
            {closeLabel}
          </ButtonLink>
        </div>
      </dialog>
    </>
  );
}
