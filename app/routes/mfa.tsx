import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import {
  audit,
  config,
  hasProviderStatus,
  isProviderError,
  LIMIT_UNAVAILABLE_MESSAGE,
  limits,
  logger,
  reportStateFailure,
  tokenAccount,
} from "#app/lib/server-gateway.server.ts";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { CodeField } from "#app/components/code-field/CodeField.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { SupportPhone } from "#app/components/support-phone/SupportPhone.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { type Portal, portalContext } from "#app/lib/portal.server.ts";
import { customerMessageOf, quietly, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import { maskPhone } from "#app/domain/phone.ts";
import { maskEmail, safeRedirectPath } from "#app/lib/validation.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { type SendFields, sendSchema, type VerifyFields, verifySchema } from "./mfa.schemas.ts";
import { CODE_LIFETIME_SECONDS, codeSentHere, forgetCodeSent, recordCodeSent } from "./mfa-sent.server.ts";
import type { Route } from "./+types/mfa";
import * as styles from "./mfa.css.ts";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Where a code may go. A session started by a link (an emailed sign-in link, or a token handed
 * over in a URL) gets no email code when there is a mobile: the mailbox alone must not pass both
 * the sign-in and the verification.
 */
function destinations(
  profile: { email?: string | null; contacts?: { phoneMobile?: string | null }[] | null },
  signedInByLink: boolean,
) {
  const mobile = profile.contacts?.[0]?.phoneMobile ?? null;
  return {
    sms: mobile ? maskPhone(mobile) : null,
    email: profile.email && !(signedInByLink && mobile) ? maskEmail(profile.email) : null,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "/home");
  if (portal.session.get("isMfaDone")) throw redirect(redirectTo);
  const profile = await portal.profile().catch(quietly(null));
  const sentAt = portal.session.get("mfaSentAt") ?? 0;
  const channel = portal.session.get("mfaChannel");
  const codeSent =
    Boolean(channel) && nowSeconds() - sentAt < CODE_LIFETIME_SECONDS && url.searchParams.get("change") !== "1";
  return {
    redirectTo,
    destinations: profile
      ? destinations(profile, portal.session.get("signInMethod") === "link")
      : { sms: null, email: null },
    step: codeSent ? ("verify" as const) : ("choose" as const),
    channel: channel ?? null,
    supportPhone: config.SUPPORT_PHONE,
    // The "code sent" message is shown here (this page is outside the signed-in layout that shows flashes).
    alert: portal.session.get("alert") ?? null,
    constraint: { send: getZodConstraint(sendSchema), verify: getZodConstraint(verifySchema) },
  };
}

/** A verify from a sign-in that did not ask for the account's newest code (or asked too long ago). */
export const SEND_A_CODE_FIRST =
  "Send a code first: choose how to get it below. A code works only where it was asked for.";

/** A session over MFA's limit of codes sent or codes tried: the audit trail's lockout line, like sign-in.locked. */
function mfaLocked(portal: Portal) {
  audit("mfa.locked", {
    outcome: "refused",
    account: tokenAccount(portal.session.get("token")),
    sid: portal.session.get("sid"),
  });
}

const tooManyCodes = (phone: string) =>
  `You have asked for too many codes. Wait 10 minutes and try again, or call us on ${phone}.`;

export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const formData = await request.formData();
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "/home");
  const here = `/mfa?redirectTo=${encodeURIComponent(redirectTo)}`;
  const intent = formData.get("intent");

  if (intent === "send" || intent === "resend") {
    const submission = parseWithZod(formData, { schema: sendSchema });
    if (submission.status !== "success")
      return data({ step: "choose", result: fieldErrors(submission) }, { status: 400 });
    if (submission.value.channel === "email" && portal.session.get("signInMethod") === "link") {
      const profile = await portal.profile().catch(quietly(null));
      if (!profile || !destinations(profile, true).email) {
        return data(
          { step: "choose", result: formError(submission, "You signed in with a link, so we send your code by SMS.") },
          { status: 400 },
        );
      }
    }
    const { outcome: sendVerdict } = await limits.mfaSendPerSession.attempt(portal.session.get("sid") ?? "");
    if (sendVerdict !== "allowed") {
      const unavailable = sendVerdict === "unavailable";
      if (!unavailable) mfaLocked(portal);
      const message = unavailable ? LIMIT_UNAVAILABLE_MESSAGE : tooManyCodes(config.SUPPORT_PHONE);
      return data({ step: "choose", result: formError(submission, message) }, { status: unavailable ? 503 : 429 });
    }
    try {
      await portal.api.authentication.mfaSend({ channel: submission.value.channel });
    } catch (error) {
      rethrowUnauthorized(error);
      const tooMany = hasProviderStatus(error, 429);
      const message = tooMany ? tooManyCodes(config.SUPPORT_PHONE) : customerMessageOf(error);
      return data({ step: "choose", result: formError(submission, message) }, { status: tooMany ? 429 : 502 });
    }
    try {
      await recordCodeSent(portal.session, Date.now());
    } catch (error) {
      // Without the record the code could not be checked here: say so now rather than at verify.
      reportStateFailure(error);
      return data({ step: "choose", result: formError(submission, LIMIT_UNAVAILABLE_MESSAGE) }, { status: 503 });
    }
    portal.session.set("mfaChannel", submission.value.channel);
    portal.session.set("mfaSentAt", nowSeconds());
    portal.session.flash("alert", {
      type: "success",
      message:
        submission.value.channel === "sms"
          ? "We have sent a code to your mobile."
          : "We have sent a code to your email.",
    });
    throw redirect(here);
  }

  const submission = parseWithZod(formData, { schema: verifySchema });
  if (submission.status !== "success")
    return data({ step: "verify", result: fieldErrors(submission) }, { status: 400 });
  // Only a code this sign-in asked for is checked: the provider is not asked otherwise.
  let sentHere: boolean;
  try {
    sentHere = await codeSentHere(portal.session, Date.now());
  } catch (error) {
    reportStateFailure(error);
    return data({ step: "verify", result: formError(submission, LIMIT_UNAVAILABLE_MESSAGE) }, { status: 503 });
  }
  if (!sentHere) {
    portal.session.unset("mfaSentAt");
    portal.session.unset("mfaChannel");
    logger.info({ reqId: portal.requestId, event: "mfa-verify", outcome: "not-sent-here" }, "mfa code not sent here");
    return data({ step: "choose", result: formError(submission, SEND_A_CODE_FIRST) }, { status: 400 });
  }
  const { outcome: verdict } = await limits.mfaVerifyPerSession.attempt(portal.session.get("sid") ?? "");
  if (verdict === "unavailable") {
    return data({ step: "verify", result: formError(submission, LIMIT_UNAVAILABLE_MESSAGE) }, { status: 503 });
  }
  if (verdict === "over") {
    mfaLocked(portal);
    return data(
      { step: "verify", result: formError(submission, "Too many attempts. Send a new code.") },
      { status: 429 },
    );
  }
  try {
    await portal.api.authentication.mfaVerify({ code: submission.value.code });
  } catch (error) {
    rethrowUnauthorized(error);
    if (isProviderError(error) && error.isRefusal) {
      const voided = error.hasStatus(410, 429) || /new code|expired|void/i.test(error.providerMessage ?? "");
      logger.info(
        { reqId: portal.requestId, event: "mfa-verify", outcome: voided ? "voided" : "wrong-code" },
        "mfa code refused",
      );
      if (voided) {
        return data(
          { step: "verify", result: formError(submission, "That code can no longer be used. Send a new code.") },
          { status: 400 },
        );
      }
      return data(
        {
          step: "verify",
          result: submission.reply({
            fieldErrors: { code: ["The code is not correct. Check it and try again."] },
            hideFields: ["code"],
          }),
        },
        { status: 400 },
      );
    }
    return data({ step: "verify", result: formError(submission, customerMessageOf(error)) }, { status: 502 });
  }
  portal.session.set("isMfaDone", true);
  await forgetCodeSent(portal.session).catch(reportStateFailure);
  portal.session.unset("mfaSentAt");
  portal.session.unset("mfaChannel");
  logger.info({ reqId: portal.requestId, event: "mfa-verify", outcome: "success" }, "mfa verified");
  // An account that joined online has no password: it is offered one now (decision 043), and the
  // pages that ask for the current password say how to set one.
  const password = await portal.api.authentication.passwordStatus().catch(quietly(null));
  if (password) portal.session.set("passwordSet", password.passwordSet);
  if (password?.passwordSet === false) throw redirect(`/profile/password?then=${encodeURIComponent(redirectTo)}`);
  throw redirect(redirectTo);
}

const loadSendCheck = () => import("./mfa.client.ts").then((m) => m.validateSend);
const loadVerifyCheck = () => import("./mfa.client.ts").then((m) => m.validateVerify);

export default function Mfa() {
  const { destinations, step, channel, supportPhone, redirectTo, constraint, alert } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useIsPending({ state: "submitting" });
  const showVerify = (actionData?.step ?? step) === "verify" && step === "verify";

  const [sendForm, sendFields] = useForm<SendFields>({
    id: "mfa-send",
    lastResult: actionData?.step === "choose" ? actionData.result : undefined,
    constraint: constraint.send,
    onValidate: useLazyValidation("mfa-send", loadSendCheck),
    defaultValue: { channel: destinations.sms ? "sms" : "email" },
  });
  const [verifyForm, verifyFields] = useForm<VerifyFields>({
    id: "mfa-verify",
    lastResult: actionData?.step === "verify" ? actionData.result : undefined,
    constraint: constraint.verify,
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("mfa-verify", loadVerifyCheck),
  });
  const hasError = Boolean(actionData && (actionData.result.error || actionData.result.status === "error"));
  const otherHref = `/mfa?redirectTo=${encodeURIComponent(redirectTo)}&change=1`;

  const options = [
    destinations.sms ? { value: "sms", label: `SMS to ${destinations.sms}` } : null,
    destinations.email ? { value: "email", label: `Email to ${destinations.email}` } : null,
  ].filter((o): o is { value: string; label: string } => o !== null);

  return (
    <div className={styles.page}>
      <PageTitle page="Verify it's you" hasError={hasError} />
      <Card className={styles.card}>
        <h1 className={styles.heading}>Verify it&apos;s you</h1>
        {alert && !actionData ? (
          <Alert type={alert.type} live>
            {alert.message}
          </Alert>
        ) : null}
        {showVerify ? (
          <>
            <p>
              Enter the 6 digit code we sent{" "}
              {channel === "sms"
                ? `by SMS to ${destinations.sms ?? "your mobile"}`
                : `to ${destinations.email ?? "your email"}`}
              . The code works for 10 minutes.
            </p>
            <ErrorSummary form={verifyForm} />
            <Form method="post" {...getFormProps(verifyForm)} className={styles.form}>
              <input type="hidden" name="intent" value="verify" />
              <CodeField label="Verification code" meta={verifyFields.code} />
              <Button type="submit" fullWidth disabled={busy}>
                Verify
              </Button>
            </Form>
            <Form method="post" className={styles.secondary}>
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="channel" value={channel ?? "email"} />
              <Button type="submit" variant="secondary" size="small">
                Send a new code
              </Button>
            </Form>
            <p>
              <Link to={otherHref}>Choose another way to get a code</Link>
            </p>
          </>
        ) : (
          <>
            <p>To keep your account safe, we need to check it&apos;s you. We will send you a one-time code.</p>
            <ErrorSummary form={sendForm} />
            {options.length === 0 ? (
              <Alert type="warning">We have no mobile number or email address to send a code to.</Alert>
            ) : (
              <Form method="post" {...getFormProps(sendForm)} className={styles.form}>
                <input type="hidden" name="intent" value="send" />
                <RadioGroup legend="How would you like to get your code?" meta={sendFields.channel} options={options} />
                <Button type="submit" fullWidth disabled={busy}>
                  Send code
                </Button>
              </Form>
            )}
          </>
        )}
        <p className={styles.help}>
          Can&apos;t get a code? Call us on <SupportPhone phone={supportPhone} />.
        </p>
      </Card>
    </div>
  );
}
