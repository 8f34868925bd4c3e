import { data, Link } from "react-router";
import {
  config,
  endOtherSessions,
  isProviderError,
  LIMIT_UNAVAILABLE_MESSAGE,
  limits,
  logger,
} from "#app/lib/server-gateway.server.ts";
import { CurrentPasswordField } from "#app/components/current-password-field/CurrentPasswordField.tsx";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError, SECRET_FIELDS } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { NewPasswordField } from "#app/components/new-password-field/NewPasswordField.tsx";
import {
  type ChangePasswordFields,
  changePasswordSchema,
  newPasswordSchema,
} from "#app/lib/password/new-password.schemas.ts";
import { newPasswordProblem } from "#app/lib/password/new-password.server.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { type Portal, portalContext } from "#app/lib/portal.server.ts";
import { customerMessageOf, rethrowUnauthorized } from "#app/lib/provider-outcome.server.ts";
import { CURRENT_PASSWORD_FIELD, CURRENT_PASSWORD_WRONG, tooManyReauthAttempts } from "#app/lib/reauth.ts";
import { NEW_PASSWORD_FIELD, NEW_PASSWORD_SAME } from "#app/domain/password.ts";
import type { Route } from "./+types/password";
import { PASSWORD_URLS, passwordStore, thenParam } from "./password-journey.server.ts";

// /profile/password (behind MFA): change the password with the current one, or, for an account that
// joined online and has none, set a first one (no current password to ask for). Where the
// provider says there is none, the session remembers it (the current-password fields explain).
// Other sign-ins of the account end once it is changed; this one goes on; the provider emails a notice.

export const headers = journeyHeaders;

/** "set" for an account without a password, else "change"; the session keeps what the provider said. */
async function modeOf(portal: Portal): Promise<"change" | "set"> {
  let passwordSet: boolean;
  try {
    ({ passwordSet } = await portal.api.authentication.passwordStatus());
  } catch (error) {
    rethrowUnauthorized(error);
    throw data({ message: customerMessageOf(error) }, { status: 502 });
  }
  portal.session.set("passwordSet", passwordSet);
  return passwordSet ? "change" : "set";
}

export async function loader(args: Route.LoaderArgs) {
  const portal = args.context.get(portalContext);
  // Where to go afterwards is kept with the journey (so that a failed post's page keeps it), and the
  // page reloads without it.
  const then = thenParam(args.request);
  if (then !== null) {
    await passwordStore.page(args, "password");
    return passwordStore.answer(args, { then }, PASSWORD_URLS.password);
  }
  const [page, mode, profile] = await Promise.all([
    passwordStore.page(args, "password"),
    modeOf(portal),
    portal.profile().catch(() => null),
  ]);
  return data(
    {
      mode,
      then: page.answers.then ?? "/profile",
      email: profile?.email ?? "",
      lastResult: page.lastResult,
      constraint: { change: getZodConstraint(changePasswordSchema), set: getZodConstraint(newPasswordSchema) },
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const portal = args.context.get(portalContext);
  const { answers } = await passwordStore.page(args, "password");
  const [mode, formData] = await Promise.all([modeOf(portal), readForm(args.request)]);
  const submission = parseWithZod(formData, { schema: mode === "change" ? changePasswordSchema : newPasswordSchema });
  if (submission.status !== "success") return passwordStore.askAgain(args, "password", fieldErrors(submission));
  const value: { newPassword: string; currentPassword?: string } = submission.value;
  const { newPassword } = value;
  const currentPassword = value.currentPassword ?? null;
  const onField = (field: string, message: string) =>
    passwordStore.askAgain(
      args,
      "password",
      submission.reply({ fieldErrors: { [field]: [message] }, hideFields: SECRET_FIELDS }),
    );
  const profile = await portal.profile().catch(() => null);
  const problem = newPasswordProblem(newPassword, profile?.email);
  if (problem) return onField(NEW_PASSWORD_FIELD, problem);
  if (currentPassword !== null && currentPassword === newPassword)
    return onField(NEW_PASSWORD_FIELD, NEW_PASSWORD_SAME);

  const log = (outcome: string) =>
    logger.info({ reqId: portal.requestId, event: "password-change", mode, outcome }, "password change");
  return passwordStore.sendOnce(args, async (finish, keep) => {
    // Wrong current passwords count with re-authentication's (one limit per account), taken first.
    const attempt =
      currentPassword === null
        ? null
        : await limits.reauthPerAccount.attempt(String(profile?.accountCode ?? "unknown"));
    if (attempt && attempt.outcome !== "allowed") {
      log(attempt.outcome === "over" ? "rate-limited" : "limits-unavailable");
      const message =
        attempt.outcome === "over" ? tooManyReauthAttempts(config.SUPPORT_PHONE) : LIMIT_UNAVAILABLE_MESSAGE;
      return passwordStore.askAgain(args, "password", formError(submission, message));
    }
    try {
      if (currentPassword === null) await portal.api.authentication.passwordSet({ newPassword });
      else await portal.api.authentication.passwordChange({ currentPassword, newPassword });
    } catch (error) {
      rethrowUnauthorized(error);
      const reason = isProviderError(error) ? (error.data as { reason?: unknown } | undefined)?.reason : undefined;
      if (reason === "wrong-password") {
        log("wrong-password");
        return onField(CURRENT_PASSWORD_FIELD, CURRENT_PASSWORD_WRONG);
      }
      if (attempt?.outcome === "allowed") await attempt.giveBack();
      log("refused");
      if (reason === "weak") return onField(NEW_PASSWORD_FIELD, customerMessageOf(error));
      // "no-password" / "password-set": the page asked the other question; it asks the right one now.
      return passwordStore.askAgain(args, "password", formError(submission, customerMessageOf(error)));
    }
    keep();
    if (attempt?.outcome === "allowed") await attempt.succeeded();
    portal.session.set("passwordSet", true);
    const ended = await endOtherSessions(portal.session);
    log("success");
    return finish({ mode, ended: ended === "unconfirmed" ? null : ended.ended, then: answers.then ?? "/profile" });
  });
}

const loadChangeCheck = () => import("#app/lib/password/new-password.client.ts").then((m) => m.validateChangePassword);
const loadSetCheck = () => import("#app/lib/password/new-password.client.ts").then((m) => m.validateNewPassword);

export default function ProfilePassword({ loaderData }: Route.ComponentProps) {
  const { mode, then, email } = loaderData;
  const [form, fields] = useForm<ChangePasswordFields>({
    id: "password",
    lastResult: loaderData.lastResult,
    constraint: loaderData.constraint[mode],
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("password", mode === "change" ? loadChangeCheck : loadSetCheck),
  });
  const userInputs = [email, email.split("@")[0] ?? ""].filter(Boolean);
  if (mode === "set") {
    return (
      <StepPage
        title="Set a password"
        back={then}
        form={form}
        formProps={getFormProps(form)}
        intro="You joined online, so your account has no password yet: you have been signing in with emailed links. With a password you can sign in straight away."
        submit="Set password"
        after={
          <p>
            <Link to={then}>Not now</Link>
          </p>
        }
      >
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <NewPasswordField meta={fields.newPassword} label="Password" userInputs={userInputs} />
      </StepPage>
    );
  }
  return (
    <StepPage
      title="Change your password"
      back={then}
      form={form}
      formProps={getFormProps(form)}
      intro="Once it is changed, you are signed out everywhere else, and we email you to say so."
      submit="Change password"
    >
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <CurrentPasswordField meta={fields.currentPassword} hint="The password you sign in with now." />
      <NewPasswordField meta={fields.newPassword} userInputs={userInputs} />
    </StepPage>
  );
}
