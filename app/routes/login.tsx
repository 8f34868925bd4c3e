import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import {
  authenticator,
  commitSession,
  config,
  getSession,
  isProviderError,
  LIMIT_UNAVAILABLE_MESSAGE,
  SessionNotRecorded,
  type SignedIn,
  signedOutSession,
  SignInError,
  startSignedInSession,
  tokenExp,
} from "#app/lib/server-gateway.server.ts";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { MainContent } from "#app/components/main-content/MainContent.tsx";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { isSignedIn } from "#app/lib/guard.server.ts";
import { parkHandoff } from "#app/lib/handoff.server.ts";
import {
  EXPIRED_MESSAGE,
  expiredNextStep,
  idleSignOutMessage,
  LINK_REFUSED,
  signOutUnconfirmedMessage,
} from "#app/lib/sign-in-messages.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { providerFor } from "#app/lib/portal.server.ts";
import { safeRedirectPath } from "#app/lib/validation.ts";
import { type LinkFields, linkSchema, type PasswordFields, passwordSchema } from "./login.schemas.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import type { Route } from "./+types/login";
import * as styles from "./login.css.ts";

const WRONG_CREDENTIALS = "The email address or password is not correct";
const TOO_MANY = (phone: string) => `Too many sign-in attempts. Wait 15 minutes and try again, or call us on ${phone}.`;

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request.headers.get("Cookie"));
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "");
  const expiredParam = url.searchParams.get("expired");
  let expired = expiredParam === "1" || expiredParam === "idle";
  if (await isSignedIn(session)) {
    // Only a session the provider still accepts goes on: a token it revoked would bounce between
    // here and the page that refuses it.
    const accepted = await providerFor(request, session.get("token"))
      .authentication.testToken()
      .then(
        () => true,
        (error: unknown) => !(isProviderError(error) && error.isUnauthorized),
      );
    if (accepted) throw redirect(redirectTo || "/home");
    expired = true;
  }
  const headers = new Headers();
  const alert = session.get("alert");
  if (session.get("token") || alert) {
    // Spec §2: an invalid token is cleared before the sign-in screen is shown; a notice is shown once.
    headers.append("Set-Cookie", await commitSession(signedOutSession(session.get("returnTo"))));
  }
  return data(
    {
      expired,
      // The idle limit ended it (routes/session/timed-out.ts, the guard): said in plain words.
      expiredMore:
        expiredParam === "idle"
          ? idleSignOutMessage(config.SESSION_IDLE_MINUTES, Boolean(redirectTo))
          : expiredNextStep(Boolean(redirectTo)),
      // Set by /logout in the (encrypted) session cookie, read once: a link cannot claim it.
      notice: alert ?? null,
      linkRefused: url.searchParams.get("link") === "refused",
      linkSent: url.searchParams.get("sent") === "1",
      // A sign-out the state store could not record (routes/logout.ts).
      signOutUnconfirmed:
        url.searchParams.get("signout") === "unconfirmed"
          ? signOutUnconfirmedMessage(config.SESSION_IDLE_MINUTES)
          : null,
      redirectTo,
      constraint: { password: getZodConstraint(passwordSchema), link: getZodConstraint(linkSchema) },
    },
    { headers },
  );
}

export async function action({ request }: Route.ActionArgs) {
  // The strategies (server/auth.ts) read the posted form themselves: the action checks a copy first.
  const formData = await request.clone().formData();

  if (formData.get("intent") === "link") {
    const submission = parseWithZod(formData, { schema: linkSchema });
    if (submission.status !== "success")
      return data({ intent: "link", result: fieldErrors(submission) }, { status: 400 });
    // Asks the provider to send a link, then redirects to "check your email" (/login?sent=1).
    const outcome = await authenticate("email-link", request);
    if (outcome instanceof SignInError) {
      const [message, status] = failure(outcome, LINK_REFUSED);
      return data({ intent: "link", result: formError(submission, message) }, { status });
    }
    // Only a `?token=` in /login's own URL gets here: that link's token was exchanged, and is
    // confirmed like any other link's (/confirm-sign-in, docs/decisions/058).
    const current = await getSession(request.headers.get("Cookie"));
    const parked = (await isSignedIn(current)) ? current : signedOutSession(current.get("returnTo"));
    parkHandoff(parked, outcome.token, "/home");
    throw redirect("/confirm-sign-in", { headers: { "Set-Cookie": await commitSession(parked) } });
  }

  const submission = parseWithZod(formData, { schema: passwordSchema });
  if (submission.status !== "success") {
    return data({ intent: "password", result: fieldErrors(submission) }, { status: 400 });
  }
  const outcome = await authenticate("password", request);
  if (outcome instanceof SignInError) {
    const [message, status] = failure(outcome, WRONG_CREDENTIALS);
    return data({ intent: "password", result: formError(submission, message) }, { status });
  }
  const started = await startSession(request, outcome, safeRedirectPath(submission.value.redirectTo, "/home"));
  if (started) throw started;
  // The session could not be recorded (the state store is down): nothing started; the email is kept.
  return data({ intent: "password", result: formError(submission, LIMIT_UNAVAILABLE_MESSAGE) }, { status: 503 });
}

/** A sign-in, or why not; anything else (the link strategy's redirect, a bug) is thrown on. */
async function authenticate(strategy: "password" | "email-link", request: Request): Promise<SignedIn | SignInError> {
  try {
    return await authenticator.authenticate(strategy, request);
  } catch (error) {
    if (error instanceof SignInError) return error;
    throw error;
  }
}

function failure(error: SignInError, refused: string): [message: string, status: 401 | 429 | 502 | 503] {
  if (error.reason === "rate-limited") return [TOO_MANY(config.SUPPORT_PHONE), 429];
  if (error.reason === "busy") return [error.message, 503];
  if (error.reason === "refused") return [refused, 401];
  return [error.message, 502];
}

/**
 * A new session (a new id, recorded in the state store) for the account that signed in; only
 * where to return carries over. Null when the store could not record it.
 */
async function startSession(request: Request, signedIn: SignedIn, page: string): Promise<Response | null> {
  const previous = await getSession(request.headers.get("Cookie"));
  try {
    const session = await startSignedInSession(
      signedIn.token,
      tokenExp(signedIn.token),
      Date.now(),
      previous.get("returnTo"),
      signedIn.method,
    );
    const headers = new Headers({ "Set-Cookie": await commitSession(session) });
    // A right password marks this browser as the account's device: its own allowance of sign-in attempts.
    if (signedIn.deviceCookie) headers.append("Set-Cookie", signedIn.deviceCookie);
    return redirect(page, { headers });
  } catch (error) {
    if (error instanceof SessionNotRecorded) return null;
    throw error;
  }
}

const loadPasswordCheck = () => import("./login.client.ts").then((m) => m.validatePassword);
const loadLinkCheck = () => import("./login.client.ts").then((m) => m.validateLink);

export default function Login() {
  const { expired, expiredMore, notice, linkRefused, linkSent, signOutUnconfirmed, redirectTo, constraint } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const signingIn = useIsPending({ intent: "password" });
  const sendingLink = useIsPending({ intent: "link" });

  const [form, fields] = useForm<PasswordFields>({
    id: "sign-in",
    lastResult: actionData?.intent === "password" ? actionData.result : undefined,
    constraint: constraint.password,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("sign-in", loadPasswordCheck),
  });
  const [linkForm, linkFields] = useForm<LinkFields>({
    id: "sign-in-link",
    lastResult: actionData?.intent === "link" ? actionData.result : undefined,
    constraint: constraint.link,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("sign-in-link", loadLinkCheck),
  });
  const hasError = Boolean(
    form.errors?.length ||
    linkForm.errors?.length ||
    Object.keys(form.allErrors).length ||
    Object.keys(linkForm.allErrors).length,
  );

  return (
    <MainContent className={styles.page}>
      <PageTitle page="Sign in" hasError={hasError} />
      <Card className={styles.card}>
        <h1 className={styles.heading}>Sign in</h1>
        {signOutUnconfirmed && (
          <Alert type="warning" title="Sign-out not confirmed">
            {signOutUnconfirmed}
          </Alert>
        )}
        {expired && (
          <Alert type="warning">
            <p>{EXPIRED_MESSAGE}</p>
            <p className={styles.alertMore}>{expiredMore}</p>
          </Alert>
        )}
        {notice && !expired && <Alert type={notice.type}>{notice.message}</Alert>}
        {linkRefused && <Alert type="warning">{LINK_REFUSED}</Alert>}
        {linkSent && (
          <Alert type="success" title="Check your email">
            If that address belongs to an account, we have sent it a sign-in link. The link works once and expires after
            15 minutes.
          </Alert>
        )}
        <ErrorSummary form={form} />
        <Form method="post" {...getFormProps(form)} className={styles.form}>
          <input type="hidden" name="intent" value="password" />
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <Field
            label="Email"
            meta={fields.email}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "username" }}
          />
          <Field
            label="Password"
            meta={fields.password}
            inputProps={{
              ...getInputProps(fields.password, { type: "password" }),
              autoComplete: "current-password",
              defaultValue: undefined,
            }}
          />
          <Button type="submit" fullWidth disabled={signingIn}>
            {signingIn ? "Signing in…" : "Sign in"}
          </Button>
        </Form>
        <p className={styles.hint}>
          <Link to="/password/forgot">Forgot your password?</Link>
        </p>
        <section aria-labelledby="link-heading" className={styles.linkSection}>
          <h2 id="link-heading" className={styles.subheading}>
            Sign in without a password
          </h2>
          <p className={styles.hint}>We will email you a link that signs you in.</p>
          <ErrorSummary form={linkForm} />
          <Form method="post" {...getFormProps(linkForm)} className={styles.form}>
            <input type="hidden" name="intent" value="link" />
            <Field
              label="Email"
              meta={linkFields.email}
              inputProps={{ ...getInputProps(linkFields.email, { type: "email" }), autoComplete: "email" }}
            />
            <Button type="submit" variant="secondary" fullWidth disabled={sendingLink}>
              Email me a sign-in link
            </Button>
          </Form>
        </section>
        <p className={styles.linkSection}>
          New customer? <Link to="/signup">Join us</Link>
        </p>
      </Card>
    </MainContent>
  );
}
