import { Link, useLocation, useRouteLoaderData } from "react-router";
import { Field } from "#app/components/field/Field.tsx";
import { type FieldMetadata, getInputProps } from "#app/lib/form/client.ts";

/** What the signed-in layout's loader says about the account's password (routes/signed-in.tsx). */
type SignedInLayoutData = { noPassword?: boolean };

/**
 * "Current password" (re-authentication, app/lib/reauth.ts; the label is written out here so
 * the pages do not load that module): type=password,
 * autocomplete=current-password, never filled in from what the server sends back (it sends none)
 * and emptied by the form client after every failed post. A customer who joined online has no
 * password until they set one: for them the hint says how, and leads back here afterwards.
 */
export function CurrentPasswordField({ meta, hint }: { meta: FieldMetadata; hint: string }) {
  const layout = useRouteLoaderData("routes/signed-in") as SignedInLayoutData | undefined;
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const noPassword = layout?.noPassword === true;
  return (
    <Field
      label="Current password"
      hint={
        noPassword ? (
          <>
            You have not set a password yet, because you joined online.{" "}
            <Link to={`/profile/password?then=${encodeURIComponent(here)}`}>Set a password</Link>, then come back to
            this page to finish.
          </>
        ) : (
          hint
        )
      }
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
