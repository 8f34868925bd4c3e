import { data, Form, Link, redirect, useLoaderData } from "react-router";
import { audit } from "#app/lib/audit.server.ts";
import { isProviderError } from "#app/lib/provider-errors.server.ts";
import { providerFailure } from "#app/lib/provider-outcome.server.ts";
import type { Profile } from "#server/provider/schemas.ts";
import {
  commitSession,
  endSession,
  getSession,
  type PortalSession,
  startSignedInSession,
  tokenAccount,
} from "#app/lib/session.server.ts";
import { Button, Card, MainContent } from "#app/components/index.ts";
import { tokenExp } from "#app/lib/auth.server.ts";
import { isSignedIn, sessionNotRecorded } from "#app/lib/guard.server.ts";
import { LINK_REFUSED } from "#app/lib/sign-in-messages.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { providerFor } from "#app/lib/portal.server.ts";
import type { Route } from "./+types/switch-account";
import * as styles from "./login.css.ts";

/**
 * A link with a token was opened while another account is signed in (the guard parked the new
 * token in the session). Switching accounts on a GET would let any link sent to a signed-in
 * customer sign them into someone else's account (login CSRF), so the customer chooses here:
 * a POST to continue as the new account, or a link back that keeps the current one.
 * See docs/decisions/014-sign-in-links-and-token-handoff.md.
 */

type Pending = { session: PortalSession; token: string; page: string };

async function pendingSwitch(request: Request): Promise<Pending> {
  const session = await getSession(request.headers.get("Cookie"));
  const token = session.get("pendingToken");
  const page = session.get("pendingPage") ?? "/home";
  if (!token) throw redirect("/home");
  if (!(await isSignedIn(session))) {
    // Nobody to switch from: the link simply signs in, as it does for a signed-out visitor.
    throw await startSession(session, token, page, false);
  }
  return { session, token, page };
}

/**
 * The new account's session is recorded first: a store that cannot record it changes nothing (503).
 * `switched`: another account was signed in here (else the link is a plain sign-in, whose line
 * startSignedInSession writes, and no switch is recorded).
 */
async function startSession(current: PortalSession, token: string, page: string, switched = true) {
  const fresh = await startSignedInSession(token, tokenExp(token), Date.now(), current.get("returnTo"), "link").catch(
    sessionNotRecorded,
  );
  await endSession(current);
  if (switched) audit("account.switched", { outcome: "ok", account: tokenAccount(token), sid: fresh.get("sid") });
  return redirect(page, { headers: { "Set-Cookie": await commitSession(fresh) } });
}

async function dropPending(session: PortalSession, page: string, message?: string) {
  session.unset("pendingToken");
  session.unset("pendingPage");
  if (message) session.flash("alert", { type: "warning", message });
  return redirect(page, { headers: { "Set-Cookie": await commitSession(session) } });
}

const displayName = (p: Profile) => [p.firstName, p.lastName].filter(Boolean).join(" ") || p.email || "this account";

export async function loader({ request }: Route.LoaderArgs) {
  const { session, token, page } = await pendingSwitch(request);
  const [current, next] = await Promise.allSettled([
    providerFor(request, session.get("token")).account.userDetails(),
    providerFor(request, token).account.userDetails(),
  ]);
  if (next.status === "rejected") throw await dropPending(session, page, LINK_REFUSED);
  if (current.status === "rejected") {
    if (isProviderError(current.reason) && current.reason.isUnauthorized)
      throw await startSession(session, token, page, false);
    if (isProviderError(current.reason)) providerFailure(current.reason);
    throw data({ message: "Something went wrong." }, { status: 502 });
  }
  // The same account: nothing to choose; the current sign-in (and its verification) stays.
  if (current.value.accountCode === next.value.accountCode) throw await dropPending(session, page);
  return {
    current: { name: displayName(current.value), accountCode: current.value.accountCode },
    next: { name: displayName(next.value), accountCode: next.value.accountCode },
    page,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { session, token, page } = await pendingSwitch(request);
  return startSession(session, token, page);
}

export default function SwitchAccount() {
  const { current, next, page } = useLoaderData<typeof loader>();
  const busy = useIsPending();
  return (
    <MainContent className={styles.page}>
      <PageTitle page="Switch account?" />
      <Card className={styles.card}>
        <h1 className={styles.heading}>Switch account?</h1>
        <p>
          You are signed in as <strong>{current.name}</strong> (account {current.accountCode}).
        </p>
        <p>
          The link you opened signs in as <strong>{next.name}</strong> (account {next.accountCode}). If you did not
          expect this, stay signed in as you are.
        </p>
        <Form method="post" className={styles.form}>
          <Button type="submit" fullWidth disabled={busy}>
            Continue as {next.name}
          </Button>
        </Form>
        <p>
          <Link to={page}>Stay signed in as {current.name}</Link>
        </p>
      </Card>
    </MainContent>
  );
}
