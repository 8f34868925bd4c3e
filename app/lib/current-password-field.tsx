import { Field } from "#app/components/index.ts";
import { type FieldMetadata, getInputProps } from "./form/client.ts";

/**
 * "Current password" (re-authentication, app/lib/reauth.ts; the label is written out here so
 * the pages do not load that module): type=password,
 * autocomplete=current-password, never filled in from what the server sends back (it sends none)
 * and emptied by the form client after every failed post.
 */
export function CurrentPasswordField({ meta, hint }: { meta: FieldMetadata; hint: string }) {
  return (
    <Field
      label="Current password"
      hint={hint}
      meta={meta}
      inputProps={{
        ...getInputProps(meta, { type: "password" }),
        defaultValue: "",
        autoComplete: "current-password",
        maxLength: undefined,
        minLength: undefined,
      }}
      spellCheck={false}
    />
  );
}
