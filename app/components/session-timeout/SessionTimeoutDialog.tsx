import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import * as modal from "#app/components/modal/Modal.css.ts";
import * as styles from "./SessionTimeout.css.ts";

/** "1 minute 5 seconds": the time left, in words. */
function timeLeftInWords(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const parts = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? "minute" : "minutes"}`);
  if (seconds > 0 || minutes === 0) parts.push(`${seconds} ${seconds === 1 ? "second" : "seconds"}`);
  return parts.join(" ");
}

/**
 * The warning before the idle limit, as a modal <dialog>: the browser keeps focus inside it and
 * makes the page inert; focus starts on "Stay signed in" and goes back where it was when the
 * dialog closes. Escape stays signed in (pressing a key is activity, as in GOV.UK's pattern).
 */
export default function SessionTimeoutDialog({ leftMs, onStay }: { leftMs: number; onStay: () => Promise<void> }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [failed, setFailed] = useState(false);
  const stay = () => {
    setFailed(false);
    onStay().catch(() => setFailed(true));
  };
  const onEscape = useEffectEvent(stay);

  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLButtonElement>("button[data-stay]")?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onEscape();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.close();
      if (opener?.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog ref={ref} className={modal.size.small} aria-labelledby={titleId} aria-describedby={textId}>
      <div className={modal.header}>
        <h2 id={titleId} className={modal.title}>
          Do you want to stay signed in?
        </h2>
      </div>
      <div className={modal.body}>
        <p id={textId}>
          You have not done anything for a while. For your security, we will sign you out in{" "}
          <span role="timer" className={styles.timeLeft}>
            {timeLeftInWords(leftMs)}
          </span>
          . Anything you have not sent will be lost.
        </p>
        {failed && (
          <p role="alert" className={styles.failed}>
            We could not reach the portal. Check your connection and try again.
          </p>
        )}
      </div>
      <div className={modal.footer}>
        <Button type="button" data-stay onClick={stay}>
          Stay signed in
        </Button>
        <Form method="post" action="/logout">
          <Button type="submit" variant="secondary">
            Sign out
          </Button>
        </Form>
      </div>
    </dialog>
  );
}
