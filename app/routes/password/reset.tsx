import { data, Link } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm, storeFailed } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import {
  audit,
  endAccountSessions,
  isProviderError,
  LIMIT_UNAVAILABLE_MESSAGE,
  limits,
  logger,
  state,
} from "#app/lib/server-gateway.server.ts";
import { NewPasswordField } from "#app/components/new-password-field/NewPasswordField.tsx";
import { type NewPasswordFields, newPasswordSchema } from "#app/lib/password/new-password.schemas.ts";
import { newPasswordProblem } from "#app/lib/password/new-password.server.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { currentRequest, providerFor } from "#app/lib/portal.server.ts";
import { customerMessageOf, providerFailure } from "#app/lib/provider-outcome.server.ts";
import { NEW_PASSWORD_FIELD } from "#app/domain/password.ts";
import type { Route } from "./+types/reset";
import {
  isTokenShaped,
  type RefusedLink,
  RESET_URLS,
  resetStore,
  USED_LINK_TTL_MS,
  usedLinkKey,
} from "./journeys.server.ts";
import * as styles from "./password.css.ts";

// /password/reset?token=…: the emailed link. Nothing is kept for a link until it is known to work:
// its shape, the portal's note of links it used, then the provider (a check that spends nothing).
// A link refused on the way is said at once, on this URL, and writes nothing, so opening links,
// however many and however made up, cannot fill the recovery space. A working link's first GET
// takes the token out of the URL (into this visitor's journey in the store) and reloads the page
// without it, so the token never stays in the address bar, the history or a Referer, and is never
// logged (server/request-log.ts logs no query values but its allow-list's). The new password's
// post sends it once.

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const token = new URL(args.request.url).searchParams.get("token");
  if (token !== null) {
    const refused = await refusalOf(args.request, token);
    // A link that is not even shaped like one reached nothing: only a real link's refusal is a line.
    if (refused && isTokenShaped(token)) audit("password-reset.link-refused", { outcome: "refused" });
    if (refused)
      return data(
        { link: refused, lastResult: null, constraint: getZodConstraint(newPasswordSchema) },
        { status: 410 },
      );
    // A journey already finished starts again for a new link.
    await resetStore.page(args, "password");
    return resetStore.answer(args, { token }, RESET_URLS.password);
  }
  const page = await resetStore.page(args, "password");
  const link: "ready" | RefusedLink | "missing" = page.answers.refused ?? (page.answers.token ? "ready" : "missing");
  return data(
    { link, lastResult: page.lastResult, constraint: getZodConstraint(newPasswordSchema) },
    { status: link === "ready" ? page.status : 410 },
  );
}

/**
 * Why a link cannot be used, or null when the provider says it can; asked before anything is
 * written. Only a well-shaped token that the portal has not seen used costs a provider call, and
 * those are limited per address.
 */
async function refusalOf(request: Request, token: string): Promise<RefusedLink | null> {
  if (!isTokenShaped(token)) return "unknown";
  if (await state.get(usedLinkKey(token)).catch(storeFailedThrown)) return "used";
  const { outcome } = await limits.passwordResetCheckPerIp.attempt(currentRequest().clientIp);
  if (outcome === "over") throw data({ message: TOO_MANY_LINKS }, { status: 429, headers: { "Retry-After": "900" } });
  if (outcome === "unavailable") throw data({ message: LIMIT_UNAVAILABLE_MESSAGE }, { status: 503 });
  try {
    await providerFor(request).authentication.passwordResetCheck({ token });
    return null;
  } catch (error) {
    return refusedLink(error) ?? providerFailure(error);
  }
}

const TOO_MANY_LINKS = "Too many reset links have been opened from your network. Wait 15 minutes and try again.";

function storeFailedThrown(error: unknown): never {
  throw storeFailed(error);
}

const REFUSED_WORDS: Record<RefusedLink, string> = {
  used: "This link has already been used. Each link works once.",
  expired: "This link has expired. A link works for 30 minutes.",
  unknown: "This link is not valid. It may have been copied incompletely, or replaced by a newer link.",
};

/** What the provider's refusal of the link says, when it is about the link (not the password). */
function refusedLink(error: unknown): RefusedLink | null {
  if (!isProviderError(error) || !error.isClientError || error.hasStatus(429)) return null;
  const reason = (error.data as { reason?: unknown } | undefined)?.reason;
  return reason === "used" || reason === "expired" || reason === "unknown" ? reason : null;
}

export async function action(args: Route.ActionArgs) {
  const page = await resetStore.page(args, "password");
  const token = page.answers.token;
  if (!token || page.answers.refused) return resetStore.answer(args, page.answers, RESET_URLS.password);
  const submission = parseWithZod(await readForm(args.request), { schema: newPasswordSchema });
  if (submission.status !== "success") return resetStore.askAgain(args, "password", fieldErrors(submission));
  const { newPassword } = submission.value;
  // The email is not known here: the provider refuses a password that is the account's email.
  const problem = newPasswordProblem(newPassword);
  if (problem) {
    return resetStore.askAgain(
      args,
      "password",
      submission.reply({ fieldErrors: { [NEW_PASSWORD_FIELD]: [problem] }, hideFields: [NEW_PASSWORD_FIELD] }),
    );
  }
  const reqId = currentRequest().id;
  return resetStore.sendOnce(args, async (finish, keep) => {
    const { outcome } = await limits.passwordResetPerIp.attempt(currentRequest().clientIp);
    if (outcome !== "allowed") {
      const message =
        outcome === "over" ? "Too many attempts. Wait 15 minutes and try again." : LIMIT_UNAVAILABLE_MESSAGE;
      return resetStore.askAgain(args, "password", formError(submission, message));
    }
    let accountCode: string | undefined;
    try {
      ({ accountCode } = await providerFor(args.request).authentication.passwordReset({ token, newPassword }));
    } catch (error) {
      const refused = refusedLink(error);
      if (refused) {
        logger.info({ reqId, event: "password-reset", outcome: refused }, "password reset link refused");
        audit("password-reset.link-refused", { outcome: "refused" });
        return resetStore.askAgain(args, "password", formError(submission, REFUSED_WORDS[refused]), { refused });
      }
      const message = customerMessageOf(error);
      if (isProviderError(error) && error.isClientError && !error.hasStatus(429)) {
        // The provider's own rule for the password (e.g. not the account's email).
        return resetStore.askAgain(
          args,
          "password",
          submission.reply({ fieldErrors: { [NEW_PASSWORD_FIELD]: [message] }, hideFields: [NEW_PASSWORD_FIELD] }),
        );
      }
      return resetStore.askAgain(args, "password", formError(submission, message));
    }
    keep();
    // The link is spent: a second visit says so at once, whichever browser it is opened in.
    await state.set(usedLinkKey(token), "used", USED_LINK_TTL_MS).catch(() => undefined);
    // Whoever else was signed in to the account (with the old password) is signed out.
    const ended = accountCode ? await endAccountSessions(accountCode) : "unconfirmed";
    audit("password.reset", { outcome: "ok", account: accountCode ?? null });
    // The token leaves the store with the journey's answers; the confirmation keeps only this.
    await resetStore.forget(args);
    return finish({ ended: ended !== "unconfirmed" });
  });
}

const loadCheck = () => import("#app/lib/password/new-password.client.ts").then((m) => m.validateNewPassword);

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<NewPasswordFields>({
    id: "reset-password",
    lastResult: loaderData.lastResult,
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("reset-password", loadCheck),
  });
  if (loaderData.link !== "ready") {
    const words =
      loaderData.link === "missing"
        ? "Open the link from the email again, or ask for a new one."
        : REFUSED_WORDS[loaderData.link];
    return (
      <div className={styles.stack}>
        <PageTitle page="You cannot use this link" />
        <PageHeading>You cannot use this link</PageHeading>
        <Alert type="warning">{words}</Alert>
        <p>
          <Link to="/password/forgot">Ask for a new link</Link> to reset your password, or{" "}
          <Link to="/login">sign in</Link> if you know it.
        </p>
      </div>
    );
  }
  return (
    <StepPage
      title="Choose a new password"
      back="/login"
      form={form}
      formProps={getFormProps(form)}
      intro="Once it is changed, you are signed out everywhere and sign in with the new password."
      submit="Change password"
    >
      <NewPasswordField meta={fields.newPassword} />
    </StepPage>
  );
}
