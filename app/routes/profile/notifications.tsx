import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { Button } from "#app/components/button/Button.tsx";
import { CheckboxGroup } from "#app/components/checkbox-group/CheckboxGroup.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { readForm } from "#app/lib/journey/journey.server.ts";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { attempt, quietly, recoverable } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { serviceName } from "#app/domain/services.ts";
import type { Route } from "./+types/notifications";
import { type NotificationsFields, notificationsSchema } from "./notifications.schemas.ts";
import * as styles from "./profile.css.ts";

// /profile/notifications (MFA-gated): data alerts at 50 / 80 / 100 % of a service's allowance, a
// reminder before a bill is due, by SMS or email; bills by email or on paper. One plain form,
// saved with the provider (account/notification-preferences, decision 080), then a confirmation.

export const SAVED_MESSAGE = "Your notification preferences have been saved.";

const THRESHOLDS = ["50", "80", "100"] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  // The services' names come from the account's services (cached for the session), asked beside the preferences.
  const [preferences, services] = await Promise.all([
    attempt(portal.api.account.notificationPreferences()),
    portal.services().catch(quietly([])),
  ]);
  if (!preferences.ok) return { preferences, constraint: null };
  const p = preferences.value;
  const named = (code: string) => {
    const service = services.find((s) => s.code === code);
    return service ? serviceName(service) : "a service";
  };
  return {
    preferences: {
      ok: true as const,
      value: {
        defaults: {
          dataAlerts: p.dataAlerts.map(String),
          billReminder: p.billReminder ? "yes" : undefined,
          alertChannel: p.alertChannel,
          billDelivery: p.billDelivery,
        },
        services: p.dataAlertServices.map((s) => named(s.serviceCode)),
      },
    },
    constraint: getZodConstraint(notificationsSchema),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const submission = parseWithZod(await readForm(request), { schema: notificationsSchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  const v = submission.value;
  try {
    await portal.api.account.updateNotificationPreferences({
      dataAlerts: [...new Set(v.dataAlerts ?? [])].map((t) => Number(t) as 50 | 80 | 100),
      billReminder: v.billReminder === "yes",
      alertChannel: v.alertChannel,
      billDelivery: v.billDelivery,
    });
  } catch (error) {
    return data({ result: formError(submission, recoverable(error).customerMessage) }, { status: 502 });
  }
  portal.session.flash("alert", { type: "success", message: SAVED_MESSAGE });
  return redirect("/profile/notifications", 303);
}

const loadCheck = () => import("./notifications.client.ts").then((m) => m.validateNotifications);

export default function Notifications() {
  const { preferences, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<NotificationsFields>({
    id: "notifications",
    lastResult: actionData?.result,
    defaultValue: preferences.ok ? preferences.value.defaults : undefined,
    constraint: constraint ?? undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("notifications", loadCheck),
  });
  const title = "Notifications and bills";
  if (!preferences.ok) {
    return (
      <div className={styles.stack}>
        <PageTitle page={title} />
        <BackLink to="/profile" />
        <PageHeading>{title}</PageHeading>
        <FailureNotice title="Your notification preferences could not be loaded" failure={preferences} />
      </div>
    );
  }
  const { services } = preferences.value;
  return (
    <div className={styles.stack}>
      <PageTitle page={title} hasError={!form.valid} />
      <BackLink to="/profile" />
      <PageHeading description="What we tell you, how, and how your bills reach you.">{title}</PageHeading>
      <ErrorSummary form={form} />
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        {services.length ? (
          <CheckboxGroup
            legend="Data alerts"
            hint={`Tell me when a service has used this much of its monthly data allowance (${services.join(", ")}).`}
            meta={fields.dataAlerts}
            options={THRESHOLDS.map((t) => ({ value: t, label: `${t}%` }))}
          />
        ) : (
          <p>Your services have no data allowance to run out of, so there are no data alerts to choose.</p>
        )}
        <CheckboxGroup
          legend="Bill reminders"
          meta={fields.billReminder}
          options={[{ value: "yes", label: "Remind me before a bill is due" }]}
        />
        <RadioGroup
          legend="How should we send alerts and reminders?"
          meta={fields.alertChannel}
          options={[
            { value: "sms", label: "By SMS", hint: "To the mobile of your main contact." },
            { value: "email", label: "By email", hint: "To the email you sign in with." },
          ]}
        />
        <RadioGroup
          legend="How do you want your bills?"
          meta={fields.billDelivery}
          options={[
            { value: "email", label: "By email", hint: "With the bill attached as a PDF." },
            { value: "paper", label: "On paper", hint: "Posted to your postal address." },
          ]}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving…" : "Save preferences"}
          </Button>
        </div>
      </Form>
    </div>
  );
}
