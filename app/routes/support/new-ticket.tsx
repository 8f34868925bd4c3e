import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { FIRST_CONTACT_WITHIN } from "#app/domain/requests.ts";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { config } from "#app/lib/server-gateway.server.ts";
import { Button } from "#app/components/button/Button.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { TextareaField } from "#app/components/textarea-field/TextareaField.tsx";
import { getFormProps, getTextareaProps, useForm } from "#app/lib/form/client.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { outcomeStore } from "#app/lib/outcome.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { quietly } from "#app/lib/provider-outcome.server.ts";
import { visibleContacts } from "#app/lib/verification.server.ts";
import type { Route } from "./+types/new-ticket";
import { DESCRIPTION_MAX_LENGTH, TICKET_TOPICS, parseReference, supportTicket } from "./support-forms.ts";
import { type TicketFields, ticketSchema } from "./support-forms.schemas.ts";
import { ContactFields } from "./contact-fields.tsx";
import { SupportPhone } from "#app/components/support-phone/SupportPhone.tsx";
import { lodgeTicket, supportAccount } from "./support.server.ts";
import * as styles from "./support.css.ts";
import { TicketConfirmation } from "./ticket-confirmation.tsx";

const number = new Intl.NumberFormat("en-AU");

/**
 * /support/new-ticket (not MFA-gated): "Lodge a support ticket" (spec §1, §2), a question for the
 * support team that is neither a complaint nor a fault. Sent as account/actions/support-ticket with
 * category "general"; the confirmation is this page again with `?sent`, showing the provider's
 * reference as the server recorded it, like the complaint form.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const supportPhone = config.SUPPORT_PHONE;
  const done = await sent.shown(args);
  if (done) return { supportPhone, done, form: null };
  const portal = context.get(portalContext);
  const profile = await portal.profile().catch(quietly(null));
  // Not MFA-gated: before MFA the email and mobile are masked and the phone is not filled in.
  const contacts = visibleContacts(portal.session, profile);
  return {
    supportPhone,
    done: null,
    form: {
      email: contacts.email,
      maskedMobile: contacts.inFull ? null : contacts.mobile,
      defaults: { contactMethod: "email" as const, contactPhone: contacts.phoneDefault },
      constraint: getZodConstraint(ticketSchema),
    },
  };
}

type Lodged = { reference: string };
const isLodged = (value: unknown): value is Lodged =>
  typeof value === "object" && value !== null && parseReference((value as Lodged).reference) !== null;

/** The ticket just sent, kept on the server for its confirmation (app/lib/outcome.server.ts). */
const sent = outcomeStore("support-ticket", isLodged);

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const portal = context.get(portalContext);
  const submission = parseWithZod(await request.formData(), { schema: ticketSchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  const account = await supportAccount(portal);
  // Sent once: a double click or the same request again shows the first one's confirmation.
  const once = await sent.sendOnce(args, "/support/new-ticket", { account, content: submission.value }, async () => {
    const profile = await portal.profile().catch(quietly(null));
    const email = profile?.email ?? "the account's email address";
    const lodged = await lodgeTicket(portal, account, supportTicket(submission.value, email));
    return lodged.ok ? { ok: true, outcome: { reference: lodged.reference } } : lodged;
  });
  if (once.sent) return once.redirect;
  return data({ result: formError(submission, once.message) }, { status: once.status });
}

export default function NewTicket() {
  const { done, supportPhone } = useLoaderData<typeof loader>();
  if (done) {
    return (
      <TicketConfirmation
        title="Support ticket received"
        reference={done.reference}
        about="this request"
        supportPhone={supportPhone}
      >
        <p>
          Our support team will reply the way you asked, usually within {FIRST_CONTACT_WITHIN.enquiry}. If we need more
          details, we will ask.
        </p>
      </TicketConfirmation>
    );
  }
  return <TicketForm />;
}

const loadTicketCheck = () => import("./support-forms.client.ts").then((m) => m.validateTicket);

function TicketForm() {
  const { form: page, supportPhone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sending = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<TicketFields>({
    id: "ticket",
    lastResult: actionData?.result,
    defaultValue: page?.defaults,
    constraint: page?.constraint,
    shouldValidate: "onSubmit", // not onBlur: a summary appearing on blur moves the form under the pointer
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("ticket", loadTicketCheck),
  });
  if (!page) return null;
  return (
    <div className={styles.stack}>
      <PageTitle page="Lodge a support ticket" hasError={!form.valid} />
      <PageHeading
        description={
          <>
            Ask our support team about your account, a bill, your plan or a service. To{" "}
            <Link to="/support/report-fault">report a fault</Link> or{" "}
            <Link to="/support/new-complaint">make a complaint</Link>, use those forms. You can also call us on{" "}
            <SupportPhone phone={supportPhone} />.
          </>
        }
      >
        Lodge a support ticket
      </PageHeading>
      <ErrorSummary form={form} />
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <RadioGroup legend="What is your request about?" meta={fields.topic} options={TICKET_TOPICS} required />
        <TextareaField
          label="Your message"
          hint={`What you would like us to help with. Up to ${number.format(DESCRIPTION_MAX_LENGTH)} characters.`}
          meta={fields.message}
          textareaProps={{ ...getTextareaProps(fields.message), maxLength: undefined, minLength: undefined }}
          rows={8}
        />
        <ContactFields
          contactMethod={fields.contactMethod}
          contactPhone={fields.contactPhone}
          email={page.email}
          maskedMobile={page.maskedMobile}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={sending}>
            {sending ? "Sending…" : "Send support ticket"}
          </Button>
          <Link to="/support">Cancel</Link>
        </div>
      </Form>
    </div>
  );
}
