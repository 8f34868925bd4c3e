import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { FIRST_CONTACT_WITHIN } from "#app/domain/requests.ts";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { config } from "#app/lib/server-gateway.server.ts";
import { Button } from "#app/components/button/Button.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { SelectField } from "#app/components/select-field/SelectField.tsx";
import { TextareaField } from "#app/components/textarea-field/TextareaField.tsx";
import { getFormProps, getSelectProps, getTextareaProps, useForm } from "#app/lib/form/client.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { outcomeStore } from "#app/lib/outcome.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider, quietly } from "#app/lib/provider-outcome.server.ts";
import { visibleContacts } from "#app/lib/verification.server.ts";
import type { Route } from "./+types/new-complaint";
import { ExternalLink } from "./support-links.tsx";
import { SupportPhone } from "#app/components/support-phone/SupportPhone.tsx";
import {
  COMPLAINT_TOPICS,
  DESCRIPTION_MAX_LENGTH,
  NO_SERVICE,
  OUTCOME_MAX_LENGTH,
  YES_NO,
  complaintTicket,
  parseReference,
} from "./support-forms.ts";
import { type ComplaintFields, complaintSchema } from "./support-forms.schemas.ts";
import { ContactFields } from "./contact-fields.tsx";
import { lodgeTicket, summariseService, supportAccount } from "./support.server.ts";
import * as styles from "./support.css.ts";
import { TicketConfirmation } from "./ticket-confirmation.tsx";

type Lodged = { reference: string; urgent: boolean };
const isLodged = (value: unknown): value is Lodged =>
  typeof value === "object" &&
  value !== null &&
  parseReference((value as Lodged).reference) !== null &&
  typeof (value as Lodged).urgent === "boolean";

/** The complaint just sent, kept on the server for its confirmation (app/lib/outcome.server.ts). */
const sent = outcomeStore("complaint", isLodged);

/**
 * /support/new-complaint (not MFA-gated). The form; after it is sent, the same page with `?sent`
 * shows the confirmation: the provider's reference as the server recorded it, never one from the URL.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const common = { supportPhone: config.SUPPORT_PHONE, complaintsPolicyUrl: config.COMPLAINTS_POLICY_URL };
  const done = await sent.shown(args);
  if (done) return { ...common, done, form: null };
  const portal = context.get(portalContext);
  const [services, selected, profile] = await Promise.all([
    fromProvider(portal.services()),
    portal.selectedService().catch(quietly(undefined)),
    portal.profile().catch(quietly(null)),
  ]);
  // Not MFA-gated: before MFA the email and mobile are masked and the phone is not filled in.
  const contacts = visibleContacts(portal.session, profile);
  return {
    ...common,
    done: null,
    form: {
      services: [
        ...services.map(summariseService).map((s) => ({ value: String(s.id), label: s.label })),
        { value: NO_SERVICE, label: "It is not about one service" },
      ],
      email: contacts.email,
      maskedMobile: contacts.inFull ? null : contacts.mobile,
      defaults: {
        serviceId: selected ? String(selected.id) : NO_SERVICE,
        contactMethod: "email" as const,
        contactPhone: contacts.phoneDefault,
      },
      constraint: getZodConstraint(complaintSchema),
      // Worded here, so the page ships no number formatting.
      limits: {
        description: DESCRIPTION_MAX_LENGTH.toLocaleString("en-AU"),
        outcome: OUTCOME_MAX_LENGTH.toLocaleString("en-AU"),
      },
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const portal = context.get(portalContext);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: complaintSchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });

  const { serviceId } = submission.value;
  // Only one of the account's own services: any other id is refused and recorded in the audit trail.
  const service = serviceId === NO_SERVICE ? undefined : await fromProvider(portal.ownService(serviceId));
  if (serviceId !== NO_SERVICE && !service) {
    return data(
      { result: submission.reply({ fieldErrors: { serviceId: ["Choose a service from the list"] } }) },
      { status: 400 },
    );
  }
  const account = await supportAccount(portal);
  // Sent once: a double click or the same complaint again shows the first one's confirmation.
  const once = await sent.sendOnce(args, "/support/new-complaint", { account, content: submission.value }, async () => {
    const profile = await portal.profile().catch(quietly(null));
    const ticket = complaintTicket(
      submission.value,
      service && summariseService(service),
      profile?.email ?? "the account's email address",
    );
    const lodged = await lodgeTicket(portal, account, ticket);
    if (!lodged.ok) return lodged;
    return { ok: true, outcome: { reference: lodged.reference, urgent: submission.value.urgent === "yes" } };
  });
  if (once.sent) return once.redirect;
  return data({ result: formError(submission, once.message) }, { status: once.status });
}

export default function NewComplaint() {
  const loaderData = useLoaderData<typeof loader>();
  if (loaderData.done) return <Confirmation {...loaderData.done} supportPhone={loaderData.supportPhone} />;
  return <ComplaintForm />;
}

function Confirmation({
  reference,
  urgent,
  supportPhone,
}: {
  reference: string;
  urgent: boolean;
  supportPhone: string;
}) {
  return (
    <TicketConfirmation
      title="Complaint received"
      reference={reference}
      about="this complaint"
      supportPhone={supportPhone}
    >
      {urgent ? (
        <p>
          You told us your complaint is urgent, so it has been prioritised. We aim to contact you by the end of the next
          business day and to resolve it within 2 business days.
        </p>
      ) : (
        <p>
          We will contact you within {FIRST_CONTACT_WITHIN.complaint} to confirm we have your complaint and who is
          handling it. We aim to resolve complaints within 15 business days and will keep you updated.
        </p>
      )}
      <p>
        Urgent complaints, for example about financial hardship or a medical need for your service, are always
        prioritised.
      </p>
    </TicketConfirmation>
  );
}

const loadComplaintCheck = () => import("./support-forms.client.ts").then((m) => m.validateComplaint);

function ComplaintForm() {
  const { form: page, supportPhone, complaintsPolicyUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sending = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<ComplaintFields>({
    id: "complaint",
    lastResult: actionData?.result,
    defaultValue: page?.defaults,
    constraint: page?.constraint,
    shouldValidate: "onSubmit", // not onBlur: a summary appearing on blur moves the form under the pointer
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("complaint", loadComplaintCheck),
  });
  if (!page) return null;
  return (
    <div className={styles.stack}>
      <PageTitle page="Make a complaint" hasError={!form.valid} />
      <PageHeading
        description={
          <>
            How we handle complaints is set out in our{" "}
            <ExternalLink href={complaintsPolicyUrl}>Complaints Handling Policy</ExternalLink>. You can also call us on{" "}
            <SupportPhone phone={supportPhone} />.
          </>
        }
      >
        Make a complaint
      </PageHeading>
      <ErrorSummary form={form} />
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <RadioGroup legend="What is your complaint about?" meta={fields.topic} options={COMPLAINT_TOPICS} required />
        <SelectField
          label="Which service is it about?"
          meta={fields.serviceId}
          options={page.services}
          placeholder="Choose a service"
          selectProps={getSelectProps(fields.serviceId)}
        />
        <TextareaField
          label="Describe your complaint"
          hint={`Tell us what happened and when. Up to ${page.limits.description} characters.`}
          meta={fields.description}
          textareaProps={{ ...getTextareaProps(fields.description), maxLength: undefined, minLength: undefined }}
          rows={8}
        />
        <TextareaField
          label="What would you like us to do to put things right?"
          hint={`For example, a refund, a credit or a repair by a certain date. Up to ${page.limits.outcome} characters.`}
          meta={fields.outcome}
          textareaProps={{ ...getTextareaProps(fields.outcome), maxLength: undefined, minLength: undefined }}
          rows={4}
        />
        <ContactFields
          contactMethod={fields.contactMethod}
          contactPhone={fields.contactPhone}
          email={page.email}
          maskedMobile={page.maskedMobile}
        />
        <RadioGroup
          legend="Is your complaint urgent?"
          hint="For example, you are in financial hardship, someone in your home has a medical need for the service, or you have been or are about to be disconnected. Urgent complaints are handled first."
          meta={fields.urgent}
          options={YES_NO}
          required
          inline
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={sending}>
            {sending ? "Sending…" : "Send complaint"}
          </Button>
          <Link to="/support">Cancel</Link>
        </div>
      </Form>
    </div>
  );
}
