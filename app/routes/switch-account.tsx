import { data, Form, Link, redirect, useLoaderData } from "react-router";
import {
  audit,
  commitSession,
  endSession,
  getSession,
  isProviderError,
  type PortalSession,
  signedOutSession,
  tokenAccount,
} from "#app/lib/server-gateway.server.ts";
import { providerFailure } from "#app/lib/provider-outcome.server.ts";
import type { Profile } from "#server/provider/schemas.ts";
import { Button } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { MainContent } from "#app/components/main-content/MainContent.tsx";
import {
  dropHandoff,
  type ParkedHandoff,
  parkedHandoff,
  parkHandoff,
  signedInNow,
  startHandoffSession,
} from "#app/lib/handoff.server.ts";
import { LINK_REFUSED } from "#app/lib/sign-in-messages.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { providerFor } from "#app/lib/portal.server.ts";
import type { Route } from "./+types/switch-account";
import * as styles from "./login.css.ts";

/**
 * A link with a token was opened while another account is signed in (the guard parked the new
 * token in the session). Switching accounts on a GET would let any link sent to a signed-in
 * customer sign them into someone else's account (login CSRF), so the customer chooses here:
 * a POST to continue as the new account, or a link back that keeps the current one. Nobody
 * signed in (any more): /confirm-sign-in asks instead.
 * See docs/decisions/014-sign-in-links-and-token-handoff.md and 058.
 */

type Pending = { session: PortalSession; parked: ParkedHandoff };

async function pendingSwitch(request: Request): Promise<Pending> {
  const session = await getSession(request.headers.get("Cookie"));
  const parked = parkedHandoff(session);
  if (!parked) throw redirect("/home");
  if (!(await signedInNow(session))) throw await confirmInstead(session, parked);
  return { session, parked };
}

/** No sign-in to switch from: the current one ends, and the link is confirmed as a signed-out visitor's. */
async function confirmInstead(current: PortalSession, parked: ParkedHandoff) {
  await endSession(current);
  const next = signedOutSession(current.get("returnTo"));
  parkHandoff(next, parked.token, parked.page);
  return redirect("/confirm-sign-in", { headers: { "Set-Cookie": await commitSession(next) } });
}

/** The new account's session is recorded first: a store that cannot record it changes nothing (503). */
async function startSession(request: Request, current: PortalSession, parked: ParkedHandoff) {
  const started = await startHandoffSession(request, current, parked);
  if (started.kind === "refused") return dropPending(current, parked.page, LINK_REFUSED);
  const fresh = started.session;
  audit("account.switched", { outcome: "ok", account: tokenAccount(fresh.get("token")), sid: fresh.get("sid") });
  return redirect(parked.page, { headers: { "Set-Cookie": await commitSession(fresh) } });
}

async function dropPending(session: PortalSession, page: string, message?: string) {
  dropHandoff(session);
  if (message) session.flash("alert", { type: "warning", message });
  return redirect(page, { headers: { "Set-Cookie": await commitSession(session) } });
}

const displayName = (p: Profile) => [p.firstName, p.lastName].filter(Boolean).join(" ") || p.email || "this account";

export async function loader({ request }: Route.LoaderArgs) {
  const { session, parked } = await pendingSwitch(request);
  const { page } = parked;
  const [current, next] = await Promise.allSettled([
    providerFor(request, session.get("token")).account.userDetails(),
    providerFor(request, parked.token).account.userDetails(),
  ]);
  if (next.status === "rejected") throw await dropPending(session, page, LINK_REFUSED);
  if (current.status === "rejected") {
    // The provider no longer accepts the current sign-in: it ends, and the link is confirmed as
    // a signed-out visitor's (never a sign-in on this GET).
    if (isProviderError(current.reason) && current.reason.isUnauthorized) throw await confirmInstead(session, parked);
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
  const { session, parked } = await pendingSwitch(request);
  return startSession(request, session, parked);
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
