import { useEffect, useRef, useState } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { Button } from "#app/components/button/Button.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { NEW_PASSWORD_HINT } from "#app/domain/password.ts";
import { visuallyHidden } from "#app/styles/global.css.ts";
import { type FieldMetadata, getInputProps } from "#app/lib/form/client.ts";
import * as styles from "./NewPasswordField.css.ts";

const STRENGTH = [
  "Very weak: this could be guessed at once",
  "Weak: add more words or characters",
  "Fair: longer is better",
  "Strong",
  "Very strong",
] as const;

type Strength = (password: string, userInputs: string[]) => number;

/**
 * "New password" (NIST SP 800-63B, app/domain/password.ts): type=password,
 * autocomplete=new-password, never filled in from what the server sends back. Where JavaScript
 * runs, a "Show password" button and a strength hint (zxcvbn-ts, loaded when the customer first
 * types here, so it costs nothing on the page's first visit). Without JavaScript, a plain field.
 */
export function NewPasswordField({
  meta,
  label = "New password",
  userInputs = [],
}: {
  meta: FieldMetadata;
  label?: string;
  /** Words the strength hint treats as guessable (the email, the name). */
  userInputs?: string[];
}) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const [strength, setStrength] = useState<number | null>(null);
  const scorer = useRef<Strength | null>(null);
  const loading = useRef(false);
  const strengthLine = useRef<HTMLParagraphElement>(null);
  // The form client empties a password after every failed post without an input event: a strength
  // said for what is no longer there would stand under an empty field. Checked after each render
  // (a server's answer renders the form again once the inputs are emptied).
  useEffect(() => {
    const input = document.getElementById(meta.id) as HTMLInputElement | null;
    if (strengthLine.current) strengthLine.current.hidden = !input?.value;
  });

  const score = (password: string) => {
    if (!password) return setStrength(null);
    if (scorer.current) return setStrength(scorer.current(password, userInputs));
    if (loading.current) return;
    loading.current = true;
    import("#app/lib/password/password-strength.client.ts").then(
      (m) => {
        scorer.current = m.strengthOf;
        const input = document.getElementById(meta.id) as HTMLInputElement | null;
        if (input?.value) setStrength(m.strengthOf(input.value, userInputs));
      },
      () => undefined, // offline or a stale deploy: no hint; the server still checks
    );
  };

  return (
    <>
      <Field
        label={label}
        hint={NEW_PASSWORD_HINT}
        meta={meta}
        inputProps={{
          ...getInputProps(meta, { type: "password" }),
          type: visible ? "text" : "password",
          defaultValue: "",
          autoComplete: "new-password",
          autoCapitalize: "none",
          maxLength: undefined,
          minLength: undefined,
          onInput: (event) => score(event.currentTarget.value),
        }}
        spellCheck={false}
      />
      {hydrated && (
        <>
          <p className={styles.strength} aria-live="polite" ref={strengthLine}>
            {strength !== null && `Password strength: ${STRENGTH[strength] ?? STRENGTH[0]}`}
          </p>
          <div className={styles.toggle}>
            <Button
              type="button"
              variant="secondary"
              size="small"
              aria-controls={meta.id}
              aria-pressed={visible}
              onClick={() => setVisible((v) => !v)}
            >
              Show password
            </Button>
            <span className={visuallyHidden} aria-live="polite">
              {visible ? "Your password is visible" : ""}
            </span>
          </div>
        </>
      )}
    </>
  );
}
