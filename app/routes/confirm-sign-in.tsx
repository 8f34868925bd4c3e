import { Form, redirect, useLoaderData } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { MainContent } from "#app/components/main-content/MainContent.tsx";
import {
  commitSession,
  config,
  getSession,
  isProviderError,
  type PortalSession,
} from "#app/lib/server-gateway.server.ts";
import { linkRefusedUrl } from "#app/lib/guard.server.ts";
import {
  dropHandoff,
  type ParkedHandoff,
  parkedHandoff,
  signedInNow,
  startHandoffSession,
} from "#app/lib/handoff.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { providerFor } from "#app/lib/portal.server.ts";
import { providerFailure } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { maskEmail } from "#app/lib/validation.ts";
import { maskPhone } from "#app/domain/phone.ts";
import type { Route } from "./+types/confirm-sign-in";
import * as styles from "./login.css.ts";

/**
 * A link with a token (an emailed sign-in link, an external login's handoff) was opened by a
 * signed-out visitor: the guard exchanged the token and parked it in the encrypted session cookie.
 * Signing in on that GET would let any site sign a visitor into an account of its choosing (login
 * CSRF: what they then type goes to that account), so the visitor confirms here with a POST. The
 * account is named as /mfa names it (masked): enough to recognise one's own, nothing for a
 * stranger. Signed in already: /switch-account asks instead. See docs/decisions/058.
 */

type Visit = { session: PortalSession; parked: ParkedHandoff };

/** Where the visitor goes without a sign-in: the sign-in page, or the external login (spec §4). */
const signInTarget = (session: PortalSession) => session.get("returnTo") ?? config.loginUrl;

async function visit(request: Request): Promise<Visit> {
  const session = await getSession(request.headers.get("Cookie"));
  const parked = parkedHandoff(session);
  if (!parked) throw redirect(signInTarget(session));
  // Someone is signed in (in this browser, since the link was opened): they choose on /switch-account.
  if (await signedInNow(session)) throw redirect("/switch-account");
  return { session, parked };
}

/** The parked token is forgotten; the visitor goes to sign in (told why when the link was refused). */
async function leave(session: PortalSession, refused: boolean) {
  dropHandoff(session);
  const target = signInTarget(session);
  return redirect(refused ? linkRefusedUrl(target) : target, {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const { session, parked } = await visit(request);
  let profile;
  try {
    profile = await providerFor(request, parked.token).account.userDetails();
  } catch (error) {
    if (isProviderError(error) && error.isUnauthorized) throw await leave(session, true);
    return providerFailure(error);
  }
  const mobile = profile.contacts?.[0]?.phoneMobile;
  return {
    accountCode: profile.accountCode,
    email: profile.email ? maskEmail(profile.email) : null,
    mobile: mobile ? maskPhone(mobile) : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { session, parked } = await visit(request);
  const form = await request.formData();
  if (form.get("intent") === "cancel") return leave(session, false);
  const started = await startHandoffSession(request, session, parked);
  if (started.kind === "refused") return leave(session, true);
  return redirect(parked.page, { headers: { "Set-Cookie": await commitSession(started.session) } });
}

export default function ConfirmSignIn() {
  const { accountCode, email, mobile } = useLoaderData<typeof loader>();
  const busy = useIsPending();
  const contact = [email && `email ${email}`, mobile && `mobile ${mobile}`].filter(Boolean).join(", ");
  return (
    <MainContent className={styles.page}>
      <PageTitle page="Sign in with this link?" />
      <Card className={styles.card}>
        <h1 className={styles.heading}>Sign in with this link?</h1>
        <p>
          The link you opened signs in to account <strong>{accountCode}</strong>
          {contact ? ` (${contact})` : ""}.
        </p>
        <p>Continue only if you asked for this link and this is your account.</p>
        <Form method="post" className={styles.form}>
          <Button type="submit" name="intent" value="sign-in" fullWidth disabled={busy}>
            Sign in
          </Button>
          <Button type="submit" name="intent" value="cancel" variant="secondary" fullWidth disabled={busy}>
            Cancel
          </Button>
        </Form>
      </Card>
    </MainContent>
  );
}
