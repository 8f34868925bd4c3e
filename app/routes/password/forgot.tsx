import { data } from "react-router";
import { Field } from "#app/components/field/Field.tsx";
import {
  attemptPasswordResetRequest,
  audit,
  config,
  emailLogKey,
  isProviderError,
  LIMIT_UNAVAILABLE_MESSAGE,
  logger,
} from "#app/lib/server-gateway.server.ts";
import { getFormProps, getInputProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { type ForgotFields, forgotSchema } from "#app/lib/password/new-password.schemas.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { currentRequest, providerFor } from "#app/lib/portal.server.ts";
import { customerMessageOf } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/forgot";
import { forgotStore } from "./journeys.server.ts";

// /password/forgot: the email to send a reset link to. The same answer whether or not the address
// has an account; limited per device, or per address and per email, each point taken before the
// provider is asked (server/auth.ts, docs/decisions/056).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const page = await forgotStore.page(args, "email");
  return data({ lastResult: page.lastResult, constraint: getZodConstraint(forgotSchema) }, { status: page.status });
}

const tooMany = (phone: string) => `Too many requests. Wait 15 minutes and try again, or call us on ${phone}.`;

export async function action(args: Route.ActionArgs) {
  await forgotStore.page(args, "email");
  const submission = parseWithZod(await readForm(args.request), { schema: forgotSchema });
  if (submission.status !== "success") return forgotStore.askAgain(args, "email", fieldErrors(submission));
  const { email } = submission.value;
  const key = emailLogKey(email);
  const reqId = currentRequest().id;
  return forgotStore.sendOnce(args, async (finish) => {
    // Each link asked for takes its points first: the device's own, or the address's and the email's.
    const attempt = await attemptPasswordResetRequest(args.request, email);
    if (attempt.outcome !== "allowed") {
      const { outcome } = attempt;
      audit("password-reset.requested", { outcome: outcome === "over" ? "refused" : "error", emailKey: key });
      logger.warn(
        { reqId, event: "password-reset-request", outcome, email: key },
        "reset link refused before the provider",
      );
      const message = outcome === "over" ? tooMany(config.SUPPORT_PHONE) : LIMIT_UNAVAILABLE_MESSAGE;
      return forgotStore.askAgain(args, "email", formError(submission, message));
    }
    try {
      await providerFor(args.request).authentication.passwordResetRequest({ email, wid: config.wholesaler.code ?? "" });
    } catch (error) {
      // A refusal says nothing the customer may learn (no enumeration); an unreachable (or
      // throttling) provider is told, and the request gives its points back: no link went out.
      if (!(isProviderError(error) && error.isClientError && error.status !== 429)) {
        await attempt.giveBack();
        audit("password-reset.requested", { outcome: "error", emailKey: key });
        return forgotStore.askAgain(args, "email", formError(submission, customerMessageOf(error)));
      }
    }
    // The same line whether or not the address has an account (the provider's refusal included).
    audit("password-reset.requested", { outcome: "ok", emailKey: key });
    return finish({ email });
  });
}

const loadCheck = () => import("#app/lib/password/new-password.client.ts").then((m) => m.validateForgot);

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<ForgotFields>({
    id: "forgot-password",
    lastResult: loaderData.lastResult,
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("forgot-password", loadCheck),
  });
  return (
    <StepPage
      title="Reset your password"
      back="/login"
      form={form}
      formProps={getFormProps(form)}
      intro="Enter the email address you sign in with. We will email you a link to choose a new password. The link works once, within 30 minutes."
      submit="Email me a link"
    >
      <Field
        label="Email"
        meta={fields.email}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
      />
    </StepPage>
  );
}
