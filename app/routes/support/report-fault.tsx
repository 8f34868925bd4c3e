import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { FIRST_CONTACT_WITHIN } from "#app/domain/requests.ts";
import { useCallback } from "react";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { config } from "#app/lib/server-gateway.server.ts";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { DateInput } from "#app/components/date-input/DateInput.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { TextareaField } from "#app/components/textarea-field/TextareaField.tsx";
import { todayIso } from "#app/lib/dates/calendar.ts";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "#app/lib/form/client.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { outcomeStore } from "#app/lib/outcome.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import { faultCategoriesFor } from "#app/domain/faults.ts";
import { capabilitiesOf, type FaultReportBlock } from "#app/domain/services.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider, quietly } from "#app/lib/provider-outcome.server.ts";
import { visibleContacts } from "#app/lib/verification.server.ts";
import { outageNotice } from "#app/lib/outage-notice.server.ts";
import { OutageNoticeAlert } from "#app/components/outage-notice-alert/OutageNoticeAlert.tsx";
import type { Route } from "./+types/report-fault";
import {
  AVAILABILITY_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  YES_NO,
  faultTicket,
  notFilledIn,
  parseReference,
} from "./support-forms.ts";
import { type FaultFields, faultSchema } from "./support-forms.schemas.ts";
import { SupportPhone } from "#app/components/support-phone/SupportPhone.tsx";
import { lodgeTicket, summariseService, supportAccount } from "./support.server.ts";
import * as styles from "./support.css.ts";
import { TicketConfirmation } from "./ticket-confirmation.tsx";

const number = new Intl.NumberFormat("en-AU");

/** Why a fault cannot be reported online for this service, or null when it can. */
type Blocked = "no-service" | FaultReportBlock;
function blockedReason(service: Service | undefined): Blocked | null {
  return service ? capabilitiesOf(service).faultReportBlock : "no-service";
}

const BLOCKED_MESSAGE: Record<Blocked, string> = {
  "no-service": "There is no service on your account to report a fault for.",
  voip: "Faults with VoIP phone services cannot be reported online.",
  cancelled: "This service is cancelled, so a fault cannot be reported for it.",
  pending: "This service is not connected yet, so a fault cannot be reported for it.",
};

/**
 * /support/report-fault (not MFA-gated): a fault report for the selected service, except VoIP
 * (spec §2), which gets an explanation and the support phone. After sending, the same page with
 * `?sent` shows the confirmation: the provider's reference as the server recorded it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const supportPhone = config.SUPPORT_PHONE;
  const portal = context.get(portalContext);
  const done = await sent.shown(args);
  if (done) return { supportPhone, done, blocked: null, form: null };

  // The outage check needs the service's AVC; it starts as soon as the service is known, beside the profile.
  const selected = fromProvider(portal.selectedService());
  const [service, profile, outage] = await Promise.all([
    selected,
    portal.profile().catch(quietly(null)),
    selected.then((s) => (blockedReason(s) ? null : outageNotice(portal, s))).catch(quietly(null)),
  ]);
  const blocked = blockedReason(service);
  if (blocked || !service) {
    return {
      supportPhone,
      done: null,
      blocked: { reason: blocked ?? "no-service", service: service ? summariseService(service).label : null },
      form: null,
    };
  }
  const can = capabilitiesOf(service);
  const askModem = can.faultReportAsksModem;
  const today = todayIso();
  // Not MFA-gated: before MFA the mobile is masked and not filled in.
  const contacts = visibleContacts(portal.session, profile);
  return {
    supportPhone,
    done: null,
    blocked: null,
    form: {
      service: summariseService(service),
      outage,
      askModem,
      kind: can.kind,
      faultCategories: faultCategoriesFor(can.kind),
      diagnostics: can.hasDiagnostics,
      today,
      maskedMobile: contacts.inFull ? null : contacts.mobile,
      defaults: { serviceId: String(service.id), contactPhone: contacts.phoneDefault },
      constraint: getZodConstraint(faultSchema({ today, askModem, kind: can.kind })),
    },
  };
}

type Lodged = { reference: string; diagnostics: boolean };
const isLodged = (value: unknown): value is Lodged =>
  typeof value === "object" &&
  value !== null &&
  parseReference((value as Lodged).reference) !== null &&
  typeof (value as Lodged).diagnostics === "boolean";

/** The fault just reported, kept on the server for its confirmation (app/lib/outcome.server.ts). */
const sent = outcomeStore("fault-report", isLodged);

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const portal = context.get(portalContext);
  const formData = await request.formData();
  const service = await fromProvider(portal.selectedService());
  const can = service ? capabilitiesOf(service) : null;
  const submission = parseWithZod(formData, {
    schema: faultSchema({
      today: todayIso(),
      askModem: Boolean(can?.faultReportAsksModem),
      kind: can?.kind ?? "other",
    }),
  });
  const blocked = blockedReason(service);
  if (blocked || !service) {
    return data(
      {
        result: formError(
          submission,
          `${BLOCKED_MESSAGE[blocked ?? "no-service"]} Call us on ${config.SUPPORT_PHONE}.`,
        ),
      },
      { status: 400 },
    );
  }
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  if (submission.value.serviceId !== String(service.id)) {
    // The service was switched (in another tab) after this form was opened; or the id is not one
    // of the account's services at all, which ownService records in the audit trail.
    await portal.ownService(submission.value.serviceId).catch(quietly(undefined));
    return data(
      {
        result: formError(
          submission,
          `The selected service is now ${summariseService(service).label}. Check the details and send the report again.`,
        ),
      },
      { status: 409 },
    );
  }
  const account = await supportAccount(portal);
  // Sent once: a double click or the same report again shows the first one's confirmation.
  const once = await sent.sendOnce(args, "/support/report-fault", { account, content: submission.value }, async () => {
    const lodged = await lodgeTicket(portal, account, faultTicket(submission.value, summariseService(service)));
    if (!lodged.ok) return lodged;
    // The diagnostics link only for a service that has diagnostics (broadband).
    return {
      ok: true,
      outcome: { reference: lodged.reference, diagnostics: capabilitiesOf(service).hasDiagnostics },
    };
  });
  if (once.sent) return once.redirect;
  return data({ result: formError(submission, once.message) }, { status: once.status });
}

export default function ReportFault() {
  const { done, blocked, supportPhone } = useLoaderData<typeof loader>();
  if (done)
    return <Confirmation reference={done.reference} diagnostics={done.diagnostics} supportPhone={supportPhone} />;
  if (blocked) return <NotOnline reason={blocked.reason} service={blocked.service} supportPhone={supportPhone} />;
  return <FaultForm />;
}

function NotOnline({
  reason,
  service,
  supportPhone,
}: {
  reason: Blocked;
  service: string | null;
  supportPhone: string;
}) {
  return (
    <div className={styles.stack}>
      <PageTitle page="Report a fault" />
      <PageHeading>Report a fault</PageHeading>
      <Alert type="info" title={BLOCKED_MESSAGE[reason]}>
        {reason === "voip" ? (
          <p>
            {service ? `${service} is a VoIP phone service. ` : ""}A VoIP fault usually depends on your internet
            connection, your phone equipment and its settings, so our support team works through it with you over the
            phone.
          </p>
        ) : null}
        <p>
          Call us on <SupportPhone phone={supportPhone} /> and we will help.
        </p>
      </Alert>
      {reason === "voip" ? (
        <p>
          If your internet connection is not working either, choose your internet service with the service switcher and
          report the fault for it.
        </p>
      ) : null}
      <p>
        <Link to="/support">Back to Support</Link>
      </p>
    </div>
  );
}

function Confirmation({
  reference,
  diagnostics,
  supportPhone,
}: {
  reference: string;
  diagnostics: boolean;
  supportPhone: string;
}) {
  return (
    <TicketConfirmation title="Fault reported" reference={reference} about="this fault" supportPhone={supportPhone}>
      <p>
        Our support team will look into the fault and contact you on the number you gave, usually within{" "}
        {FIRST_CONTACT_WITHIN.fault}. If a technician needs to visit, we will arrange a time with you.
      </p>
      {diagnostics ? (
        <p>
          While you wait, you can <Link to="/service/service-tests">run a diagnostic test on your service</Link>.
        </p>
      ) : null}
    </TicketConfirmation>
  );
}

function FaultForm() {
  const { form: page } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sending = useIsPending({ state: "submitting" });
  // Today in the provider's zone, from the loader (the form is only shown with it).
  const today = page?.today ?? "";
  const askModem = page?.askModem ?? false;
  const kind = page?.kind ?? "other";
  // The schema depends on the day and the service, so the check is bound to them (stable while they are).
  const loadFaultCheck = useCallback(
    () =>
      import("./support-forms.client.ts").then(
        (m) => (formData: FormData) => m.validateFault(formData, { today, askModem, kind }),
      ),
    [today, askModem, kind],
  );
  const [form, fields] = useForm<FaultFields>({
    id: "fault",
    lastResult: actionData?.result,
    defaultValue: page?.defaults,
    constraint: page?.constraint,
    shouldValidate: "onSubmit", // not onBlur: a summary appearing on blur moves the form under the pointer
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("fault", loadFaultCheck),
  });
  if (!page) return null;
  return (
    <div className={styles.stack}>
      <PageTitle page="Report a fault" hasError={!form.valid} />
      <PageHeading
        description={
          <>
            Reporting a fault with {page.service.label}. To report a fault with another service, choose it with the
            service switcher.
          </>
        }
      >
        Report a fault
      </PageHeading>
      {page.outage ? (
        <OutageNoticeAlert
          outage={page.outage}
          advice="You do not need to report a fault for it: we are already fixing it. If your service still does not work once the outage is fixed, report the fault here."
        />
      ) : null}
      {page.diagnostics && !page.outage ? (
        <p>
          A quick check first: a <Link to="/service/service-tests">diagnostic test</Link> can often find the problem
          straight away.
        </p>
      ) : null}
      <ErrorSummary form={form} />
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name={fields.serviceId.name} value={page.defaults.serviceId} />
        <RadioGroup
          legend="What kind of fault is it?"
          meta={fields.faultType}
          options={page.faultCategories}
          required
        />
        <DateInput
          legend="When did the fault start?"
          hint="For example, 5 3 2026 or 5 March 2026"
          meta={fields.startedOn}
        />
        <TextareaField
          label="Describe the fault"
          hint={`What happens, when it happens, and any lights showing on your equipment. Up to ${number.format(DESCRIPTION_MAX_LENGTH)} characters.`}
          meta={fields.description}
          textareaProps={{ ...getTextareaProps(fields.description), maxLength: undefined, minLength: undefined }}
          rows={8}
        />
        {page.askModem ? (
          <RadioGroup
            legend="Have you turned your modem off and on again?"
            hint="Turn it off at the power point, wait 30 seconds, then turn it on again."
            meta={fields.modemRestarted}
            options={YES_NO}
            required
            inline
          />
        ) : null}
        <Field
          label="Contact phone number"
          hint={`We will call you on this number about the fault. An Australian number, like 0491 570 006.${notFilledIn(page.maskedMobile)}`}
          meta={fields.contactPhone}
          inputProps={{
            ...getInputProps(fields.contactPhone, { type: "tel" }),
            autoComplete: "tel",
            maxLength: undefined,
            pattern: undefined,
          }}
        />
        <TextareaField
          label="When are you available?"
          hint={`The days and times we can call you or a technician can visit. Up to ${number.format(AVAILABILITY_MAX_LENGTH)} characters.`}
          meta={fields.availability}
          textareaProps={{ ...getTextareaProps(fields.availability), maxLength: undefined, minLength: undefined }}
          rows={3}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={sending}>
            {sending ? "Sending…" : "Send fault report"}
          </Button>
          <Link to="/support">Cancel</Link>
        </div>
      </Form>
    </div>
  );
}
