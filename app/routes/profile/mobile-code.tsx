import { data, Form, Link, redirect } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { CodeField } from "#app/components/code-field/CodeField.tsx";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { displayPhone } from "#app/domain/phone.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError, SECRET_FIELDS } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { LIMIT_UNAVAILABLE_MESSAGE, limits, logger } from "#app/lib/server-gateway.server.ts";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { codeRefusal } from "#app/lib/code-refusal.server.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { Route } from "./+types/mobile-code";
import { mobileChangeStore, sendMobileCode, TOO_MANY_MOBILE_TRIES } from "./mobile-change.server.ts";
import { CHANGE_MOBILE_URL, MOBILE_CODE_URL } from "./mobile-change.ts";
import { type MobileCodeFields, mobileCodeSchema } from "./mobile-code.schemas.ts";
import { rejectionMessages } from "./profile-form.ts";

// /profile/edit/mobile-code (MFA-gated): "Enter the code we sent to 0400 111 222". The edit form's
// changes, a new mobile among them, wait in the state store until the code sent to the new number
// is typed back; then they are sent to the provider once (decision 060).

export const headers = journeyHeaders;

/** What /profile says once the changes are saved (the edit form's own words). */
const SAVED_MESSAGE = "Your profile has been updated.";
const REJECTED_FALLBACK = "The provider did not accept these details. Check them and try again.";

export async function loader(args: Route.LoaderArgs) {
  const page = await mobileChangeStore.page(args, "code");
  if (!page.answers.update || !page.answers.mobile) throw redirect("/profile/edit", 303);
  return data(
    {
      mobile: displayPhone(page.answers.mobile),
      resent: Boolean(page.answers.resent),
      verified: Boolean(page.answers.verified),
      lastResult: page.lastResult,
      attempt: page.attempt,
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const portal = args.context.get(portalContext);
  const { answers } = await mobileChangeStore.page(args, "code");
  const { update, mobile } = answers;
  if (!update || !mobile) throw redirect("/profile/edit", 303);
  const formData = await readForm(args.request);
  const log = (outcome: string) =>
    logger.info({ reqId: portal.requestId, event: "new-mobile", outcome }, "new mobile confirmation");

  if (formData.get("intent") === "resend") {
    const submission = parseWithZod(new FormData(), { schema: mobileCodeSchema });
    const refused = await sendMobileCode(portal, mobile, submission);
    if (refused) return mobileChangeStore.askAgain(args, "code", refused.result);
    return mobileChangeStore.answer(args, { ...answers, resent: true }, MOBILE_CODE_URL);
  }

  // Once the code was right, a post only sends the update again (it failed at the provider).
  const submission = parseWithZod(answers.verified ? codeless() : formData, { schema: mobileCodeSchema });
  // "We have sent a new code" is news only until a code is tried: never beside a wrong code's error.
  const tried = { ...answers, resent: false };
  if (submission.status !== "success") return mobileChangeStore.askAgain(args, "code", fieldErrors(submission), tried);

  return mobileChangeStore.sendOnce(args, async (finish) => {
    if (!answers.verified) {
      const { outcome } = await limits.newMobileCodeChecksPerSession.attempt(portal.session.get("sid") ?? "none");
      if (outcome !== "allowed") {
        log(outcome === "over" ? "rate-limited" : "limits-unavailable");
        const message = outcome === "over" ? TOO_MANY_MOBILE_TRIES : LIMIT_UNAVAILABLE_MESSAGE;
        return mobileChangeStore.askAgain(args, "code", formError(submission, message), tried);
      }
      try {
        await portal.api.authentication.newMobileVerify({ phoneMobile: mobile, code: submission.value.code });
      } catch (error) {
        const message = codeRefusal(error);
        log(message ? "wrong-code" : "error");
        const result = message
          ? submission.reply({ fieldErrors: { code: [message] }, hideFields: SECRET_FIELDS })
          : formError(submission, recoverable(error).customerMessage);
        return mobileChangeStore.askAgain(args, "code", result, tried);
      }
    }
    const verified = { ...answers, verified: true, resent: false };
    try {
      await portal.api.account.updateContacts(update);
    } catch (error) {
      const failure = recoverable(error);
      log("update-refused");
      // Spec §8: a refused profile update shows the provider's words; here, all at the top.
      const messages = failure.isRefusal
        ? (() => {
            const { formErrors, fieldErrors: byField } = rejectionMessages(
              failure.data,
              update.contacts.length,
              REJECTED_FALLBACK,
            );
            return [...formErrors, ...Object.values(byField).flat()];
          })()
        : [failure.customerMessage];
      return mobileChangeStore.askAgain(
        args,
        "code",
        submission.reply({ formErrors: messages, hideFields: SECRET_FIELDS }),
        verified,
      );
    }
    log("saved");
    portal.session.flash("alert", { type: "success", message: SAVED_MESSAGE });
    return finish({ saved: true });
  });
}

/** A stand-in code for the post that only sends the update again (the code was checked before). */
function codeless(): FormData {
  const form = new FormData();
  form.set("code", "000000");
  return form;
}

const loadCheck = () => import("./mobile-code.client.ts").then((m) => m.validateMobileCode);

export default function MobileCode({ loaderData }: Route.ComponentProps) {
  const { mobile, resent, verified, lastResult, attempt } = loaderData;
  const checkCode = useLazyValidation("mobile-code", loadCheck);
  const [form, fields] = useForm<MobileCodeFields>({
    id: "mobile-code",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // Once the number is confirmed the form has no code to check: the post only saves.
    onValidate: verified ? undefined : checkCode,
  });
  const resending = useIsPending({ intent: "resend" });
  return (
    <StepPage
      title="Confirm your new mobile number"
      back={CHANGE_MOBILE_URL}
      form={form}
      formProps={getFormProps(form)}
      submit={verified ? "Save changes" : "Confirm and save"}
      intro={
        verified
          ? `Your new number ${mobile} is confirmed. Your changes are not saved yet.`
          : `Enter the code we sent to ${mobile}. It may take a few minutes to arrive, and works for 10 minutes. Your changes are saved once the number is confirmed.`
      }
      after={
        <>
          {verified ? null : (
            <Form method="post">
              <input type="hidden" name="intent" value="resend" />
              <Button type="submit" variant="secondary" disabled={resending}>
                Send a new code
              </Button>
            </Form>
          )}
          <p>
            <Link to={CHANGE_MOBILE_URL}>Change the mobile number</Link>
          </p>
        </>
      }
    >
      {resent && !fields.code.errors ? (
        <Alert type="success" live>
          We have sent a new code to {mobile}.
        </Alert>
      ) : null}
      {verified ? null : <CodeField key={attempt} meta={fields.code} />}
    </StepPage>
  );
}
