import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { config } from "#app/lib/config.server.ts";
import { emailLogKey, logger } from "#app/lib/logger.server.ts";
import { isProviderError } from "#app/lib/provider-errors.server.ts";
import { limits } from "#app/lib/rate-limit.server.ts";
import { CLIENT_IP_HEADER } from "#app/lib/request-headers.server.ts";
import { commitSession, getSession, newSignedInSession, signedOutSession } from "#app/lib/session.server.ts";
import { Alert, Button, Card, ErrorSummary, Field } from "../components/index.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { isSignedIn, tokenExp } from "../lib/guard.server.ts";
import { EXPIRED_MESSAGE, LINK_REFUSED } from "../lib/sign-in-messages.ts";
import { PageTitle } from "../lib/page-title.tsx";
import { providerFor, requestIdOf } from "../lib/portal.server.ts";
import { customerMessageOf } from "#app/lib/provider-outcome.server.ts";
import type { RouteHandle } from "../lib/tag-manager.tsx";
import { safeRedirectPath } from "../lib/validation.ts";
import { type LinkFields, linkSchema, type PasswordFields, passwordSchema } from "./login.schemas.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import type { Route } from "./+types/login";
import * as styles from "./login.css.ts";

export const handle: RouteHandle = { noTagManager: true };

const WRONG_CREDENTIALS = "The email address or password is not correct";
const TOO_MANY = (phone: string) =>
  `Too many sign-in attempts. Wait 15 minutes and try again, or call us on ${phone}.`;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const emailKey = emailLogKey;

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request.headers.get("Cookie"));
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "");
  let expired = url.searchParams.get("expired") === "1";
  if (await isSignedIn(session, nowSeconds())) {
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
  if (session.get("token")) {
    // Spec §2: an invalid token is cleared before the sign-in screen is shown.
    headers.append("Set-Cookie", await commitSession(signedOutSession(session.get("returnTo"))));
  }
  return data(
    {
      expired,
      linkRefused: url.searchParams.get("link") === "refused",
      linkSent: url.searchParams.get("sent") === "1",
      redirectTo,
      constraint: { password: getZodConstraint(passwordSchema), link: getZodConstraint(linkSchema) },
    },
    { headers },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const ip = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  const reqId = requestIdOf(request);
  const api = providerFor(request);

  if (formData.get("intent") === "link") {
    const submission = parseWithZod(formData, { schema: linkSchema });
    if (submission.status !== "success") return data({ intent: "link", result: fieldErrors(submission) }, { status: 400 });
    const { email } = submission.value;
    if (!limits.signInLinkPerIp.hit(ip) || !limits.signInLinkPerEmail.hit(emailKey(email))) {
      return data({ intent: "link", result: formError(submission, TOO_MANY(config.SUPPORT_PHONE)) }, { status: 429 });
    }
    try {
      await api.authentication.authenticateViaEmail({ email, wid: config.wholesaler.code ?? "" });
    } catch (error) {
      // The same answer whether or not the address has an account (any 4xx); only an unreachable provider is reported.
      if (!(isProviderError(error) && error.isClientError)) {
        return data({ intent: "link", result: formError(submission, customerMessageOf(error)) }, { status: 502 });
      }
    }
    logger.info({ reqId, event: "sign-in-link", email: emailKey(email) }, "sign-in link requested");
    throw redirect("/login?sent=1");
  }

  const submission = parseWithZod(formData, { schema: passwordSchema });
  if (submission.status !== "success") {
    return data({ intent: "password", result: fieldErrors(submission) }, { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  const key = emailKey(email);
  if (!limits.signInPerIp.hit(ip) || limits.signInPerEmail.blocked(key)) {
    logger.warn({ reqId, event: "sign-in", outcome: "rate-limited", email: key }, "sign-in rate limited");
    return data({ intent: "password", result: formError(submission, TOO_MANY(config.SUPPORT_PHONE)) }, { status: 429 });
  }
  try {
    const { token } = await api.authentication.getToken({ email, password });
    const previous = await getSession(request.headers.get("Cookie"));
    const session = newSignedInSession(token, tokenExp(token), nowSeconds(), previous.get("returnTo"));
    limits.signInPerEmail.reset(key);
    logger.info({ reqId, event: "sign-in", method: "password", outcome: "success", email: key }, "signed in");
    throw redirect(safeRedirectPath(redirectTo, "/home"), { headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    if (error instanceof Response) throw error;
    // A sign-in carries no session to end: a 401, like any 4xx, is the provider refusing what was typed.
    if (isProviderError(error) && error.isClientError) {
      limits.signInPerEmail.hit(key);
      logger.info({ reqId, event: "sign-in", method: "password", outcome: "failure", email: key }, "sign-in refused");
      return data({ intent: "password", result: formError(submission, WRONG_CREDENTIALS) }, { status: 401 });
    }
    const message = customerMessageOf(error);
    logger.warn({ reqId, event: "sign-in", outcome: "error", err: message }, "sign-in failed");
    return data({ intent: "password", result: formError(submission, message) }, { status: 502 });
  }
}

const loadPasswordCheck = () => import("./login.schemas.ts").then((m) => m.validatePassword);
const loadLinkCheck = () => import("./login.schemas.ts").then((m) => m.validateLink);

export default function Login() {
  const { expired, linkRefused, linkSent, redirectTo, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;

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
  const hasError = Boolean(form.errors?.length || linkForm.errors?.length || Object.keys(form.allErrors).length || Object.keys(linkForm.allErrors).length);

  return (
    <main id="main-content" className={styles.page} tabIndex={-1}>
      <PageTitle page="Sign in" hasError={hasError} />
      <Card className={styles.card}>
        <h1 className={styles.heading}>Sign in</h1>
        {expired && <Alert type="warning">{EXPIRED_MESSAGE}</Alert>}
        {linkRefused && <Alert type="warning">{LINK_REFUSED}</Alert>}
        {linkSent && (
          <Alert type="success" title="Check your email">
            If that address belongs to an account, we have sent it a sign-in link. The link works once and expires after 15 minutes.
          </Alert>
        )}
        <ErrorSummary form={form} />
        <Form method="post" {...getFormProps(form)} className={styles.form}>
          <input type="hidden" name="intent" value="password" />
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <Field label="Email" meta={fields.email} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "username" }} />
          <Field
            label="Password"
            meta={fields.password}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password", defaultValue: undefined }}
          />
          <Button type="submit" fullWidth disabled={busy === "password"}>
            {busy === "password" ? "Signing in…" : "Sign in"}
          </Button>
        </Form>
        <section aria-labelledby="link-heading" className={styles.linkSection}>
          <h2 id="link-heading" className={styles.subheading}>
            Sign in without a password
          </h2>
          <p className={styles.hint}>We will email you a link that signs you in.</p>
          <ErrorSummary form={linkForm} />
          <Form method="post" {...getFormProps(linkForm)} className={styles.form}>
            <input type="hidden" name="intent" value="link" />
            <Field label="Email" meta={linkFields.email} inputProps={{ ...getInputProps(linkFields.email, { type: "email" }), autoComplete: "email" }} />
            <Button type="submit" variant="secondary" fullWidth disabled={busy === "link"}>
              Email me a sign-in link
            </Button>
          </Form>
        </section>
      </Card>
    </main>
  );
}
