import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { visuallyHidden } from "#app/styles/global.css.ts";
import * as styles from "./ServiceSwitcher.css.ts";

/** Keys that move a closed select's choice without confirming it. */
const CONFIRMS = new Set(["Enter"]);
const LEAVES = new Set(["Tab", "Shift", "Escape"]);

/**
 * The service switcher: the account's services by the names customers know them by. Without
 * JavaScript, choose and press "Switch service". With it, a choice made with the pointer (or a
 * phone's picker) switches at once; a choice moved with the arrow keys never does (browsers fire
 * `change` on every arrow press of a closed select, WCAG 3.2.2): Enter confirms it, or the button,
 * which comes back into view for it. The layout announces the switch ("Showing …", focused).
 */
export function ServiceSwitcher({
  services,
  selectedId,
  returnTo,
}: {
  services: { id: string; label: string }[];
  selectedId: string | null;
  returnTo: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  const byKeyboard = useRef(false);
  const enhanced = useHydrated();
  const [waiting, setWaiting] = useState(false);
  const hintId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (CONFIRMS.has(event.key)) {
      if (event.currentTarget.value !== selectedId) {
        event.preventDefault();
        form.current?.requestSubmit();
      }
    } else if (!LEAVES.has(event.key)) byKeyboard.current = true;
  };

  return (
    <Form method="post" action="/switch-service" className={styles.switcher} ref={form}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <label htmlFor="service-switcher" className={styles.label}>
        Service
      </label>
      {enhanced ? (
        <span id={hintId} className={visuallyHidden}>
          Choosing a service shows it. With the arrow keys, press Enter to show the one chosen.
        </span>
      ) : null}
      <select
        id="service-switcher"
        name="serviceId"
        defaultValue={selectedId ?? undefined}
        className={styles.select}
        aria-describedby={enhanced ? hintId : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={() => (byKeyboard.current = false)}
        onChange={() => {
          if (byKeyboard.current) setWaiting(true);
          else form.current?.requestSubmit();
        }}
      >
        {services.map((s) => (
          <option key={s.id} value={s.id}>
            {s.label}
          </option>
        ))}
      </select>
      <Button
        type="submit"
        size="small"
        variant="secondary"
        className={enhanced && !waiting ? styles.quietButton : undefined}
      >
        Switch service
      </Button>
    </Form>
  );
}
