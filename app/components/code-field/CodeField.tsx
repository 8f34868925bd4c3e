import { Field } from "#app/components/field/Field.tsx";
import { type FieldMetadata, getInputProps } from "#app/lib/form/client.ts";

/**
 * The one field for a 6-digit code sent by SMS or email (sign-in verification, a SIM's codes, a
 * new mobile). It takes the code as people type or paste it, "736 399" or "736-399": no pattern
 * or length limit in the browser that would refuse or cut a space, and the one rule on the server
 * (`sixDigitCodeSchema`, app/lib/schemas.ts). Never filled back in from what the server sends.
 */
export function CodeField({
  meta,
  label = "Code",
  hint = "The 6 digits, for example 736 399",
}: {
  meta: FieldMetadata;
  label?: string;
  hint?: string;
}) {
  return (
    <Field
      label={label}
      hint={hint}
      meta={meta}
      inputProps={{
        ...getInputProps(meta, { type: "text" }),
        inputMode: "numeric",
        autoComplete: "one-time-code",
        spellCheck: false,
        pattern: undefined,
        maxLength: undefined,
        minLength: undefined,
        defaultValue: undefined,
      }}
    />
  );
}
