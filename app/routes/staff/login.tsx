import { data, Form, redirect } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { STAFF_SIGN_IN_UNAVAILABLE } from "#app/lib/staff/guard.server.ts";
import { readStaffSession } from "#app/lib/staff/session.server.ts";
import { StaffSignInError, staffAuthenticator, staffReturnTo } from "#app/lib/staff/sign-in.server.ts";
import { StaffShell, StaffTitle } from "./staff-shell.tsx";
import type { Route } from "./+types/login";

const UNAVAILABLE = STAFF_SIGN_IN_UNAVAILABLE;

/** Signed in already: straight on. Otherwise the page with its one button. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = staffReturnTo(url.searchParams.get("returnTo"));
  const standing = await readStaffSession(request.headers.get("Cookie"));
  if (standing.standing === "active") throw redirect(returnTo);
  const notice = url.searchParams.has("signedout")
    ? "You have signed out of the staff console."
    : url.searchParams.has("ended")
      ? "Your sign-in has ended. Sign in again."
      : null;
  return { returnTo, notice };
}

/** Sign in: to the identity provider (a 303), which asks for the password and a code, then comes back. */
export async function action({ request }: Route.ActionArgs) {
  try {
    return await staffAuthenticator.authenticate("staff-oidc", request);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof StaffSignInError) return data({ error: UNAVAILABLE }, { status: 503 });
    throw error;
  }
}

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <StaffShell>
      <StaffTitle page="Sign in to the staff console" hasError={Boolean(error)} />
      <h1>Sign in to the staff console</h1>
      {error ? <Alert type="danger">{error}</Alert> : null}
      {loaderData.notice ? <Alert type="info">{loaderData.notice}</Alert> : null}
      <p>You sign in with your work account: your email address, your password and a security code.</p>
      <Form method="post" reloadDocument>
        <input type="hidden" name="returnTo" value={loaderData.returnTo} />
        <Button type="submit">Sign in</Button>
      </Form>
    </StaffShell>
  );
}
