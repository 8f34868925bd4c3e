import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { DateTime } from "#app/components/date-time/DateTime.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { StatusBadge } from "#app/components/status-badge/StatusBadge.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { TextareaField } from "#app/components/textarea-field/TextareaField.tsx";
import { getFormProps, getTextareaProps, useForm } from "#app/lib/form/client.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { outcomeStore } from "#app/lib/outcome.server.ts";
import { parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { Route } from "./+types/conversation";
import { closedMessage, conversationView, loadConversation, sendReply } from "./conversation.server.ts";
import * as styles from "./conversation.css.ts";
import { REPLY_MAX_LENGTH, type ReplyFields, replySchema } from "./reply.schemas.ts";

/**
 * /requests/<reference> (decision 079): a support ticket, complaint or fault with its messages,
 * oldest first, and the customer's reply. A complaint names the ombudsman and when the customer may
 * go there. A closed request shows it is closed and takes no reply. The reply is sent once
 * (app/lib/outcome.server.ts): a double click or a resent form waits for the first and shows it.
 */

type Replied = { reference: string };
const isReplied = (value: unknown): value is Replied =>
  typeof value === "object" && value !== null && typeof (value as Replied).reference === "string";

/** The reply just sent, for the page's "sent" banner. */
const replies = outcomeStore("request-reply", isReplied);

export async function loader(args: Route.LoaderArgs) {
  const portal = args.context.get(portalContext);
  const conversation = await loadConversation(portal, args.params.reference);
  const sent = await replies.shown(args);
  return {
    view: conversationView(conversation),
    sent: sent?.reference === conversation.request.reference,
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const portal = context.get(portalContext);
  const conversation = await loadConversation(portal, params.reference);
  const submission = parseWithZod(await request.formData(), { schema: replySchema });
  if (submission.status !== "success") return data({ result: fieldErrors(submission) }, { status: 400 });
  const { closed, kind } = conversation.request;
  if (closed) return data({ result: formError(submission, closedMessage(kind)) }, { status: 409 });
  const account = portal.account ?? (await fromProvider(portal.profile())).accountCode;
  const page = `/requests/${conversation.request.reference}`;
  const once = await replies.sendOnce(
    args,
    page,
    { account, content: { reference: conversation.request.reference, text: submission.value.text } },
    () => sendReply(portal, account, conversation.request, submission.value.text),
  );
  if (once.sent) return once.redirect;
  return data({ result: formError(submission, once.message) }, { status: once.status });
}

export default function Conversation() {
  const { view, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sending = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<ReplyFields>({
    id: "reply",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const kindWord = view.kind === "enquiry" ? "request" : view.kind === "fault" ? "fault report" : view.kind;
  return (
    <div className={styles.page}>
      <PageTitle page={view.title} hasError={!form.valid} />
      <PageHeading description={view.summary}>
        {view.kindName} <span className={styles.reference}>{view.reference}</span>
      </PageHeading>
      {sent ? (
        <Alert type="success" title="Your reply has been sent" live>
          It is at the end of the messages below. We will answer here and let you know.
        </Alert>
      ) : null}
      <ErrorSummary form={form} />
      <SummaryList
        rows={[
          { key: "Reference", value: <span className={styles.reference}>{view.reference}</span> },
          { key: "Made on", value: view.lodged },
          { key: "Status", value: <StatusBadge tone={view.tone}>{view.status}</StatusBadge> },
          { key: "Next step", value: view.nextStep },
        ]}
      />

      <section aria-labelledby="messages-heading" className={styles.section}>
        <h2 id="messages-heading" className={styles.heading}>
          Messages
        </h2>
        <ol className={styles.messages}>
          {view.messages.map((m) => (
            <li key={m.id} className={m.fromCustomer ? styles.message : `${styles.message} ${styles.ours}`}>
              <p className={styles.sender}>{m.fromCustomer ? "You" : "Our support team"}</p>
              <p className={styles.when}>
                <DateTime shown={m.when} />
              </p>
              <p className={styles.text}>
                <Unbroken text={m.text} />
              </p>
            </li>
          ))}
        </ol>
      </section>

      {view.ombudsman ? <OmbudsmanNotice ombudsman={view.ombudsman} closed={view.closed} /> : null}

      {view.closed ? (
        <section aria-labelledby="closed-heading" className={styles.inset}>
          <h2 id="closed-heading" className={styles.heading}>
            This {kindWord} is closed
          </h2>
          <p>
            We cannot add a reply to it. To take it further,{" "}
            <Link to={view.startAgain.href}>{view.startAgain.text}</Link> and quote {view.reference}.
          </p>
        </section>
      ) : (
        <section aria-labelledby="reply-heading" className={styles.section}>
          <h2 id="reply-heading" className={styles.heading}>
            Reply
          </h2>
          <Form method="post" {...getFormProps(form)} className={styles.form}>
            <TextareaField
              label="Your reply"
              hint={`Up to ${REPLY_MAX_LENGTH.toLocaleString("en-AU")} characters. We answer here, usually within 2 business days.`}
              meta={fields.text}
              textareaProps={getTextareaProps(fields.text)}
              rows={6}
            />
            <div className={styles.actions}>
              <Button type="submit" disabled={sending}>
                {sending ? "Sending…" : "Send reply"}
              </Button>
              <Link to="/requests">Back to your requests</Link>
            </div>
          </Form>
        </section>
      )}
    </div>
  );
}

/** A reference in a message ("SR-100002") stays on one line; the rest wraps as text does. */
function Unbroken({ text }: { text: string }) {
  return text.split(/(\b[A-Z]{1,6}-\d{1,12}\b)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className={styles.reference}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

type OmbudsmanView = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["view"]["ombudsman"]>;

/** Where to go when we have not resolved the complaint, as the complaint-handling rules require us to say. */
function OmbudsmanNotice({ ombudsman, closed }: { ombudsman: OmbudsmanView; closed: boolean }) {
  return (
    <section aria-labelledby="ombudsman-heading" className={styles.inset}>
      <h2 id="ombudsman-heading" className={styles.heading}>
        If we do not resolve your complaint
      </h2>
      {ombudsman.known ? (
        <>
          <p>
            {closed
              ? "If you are not happy with how we resolved it, you can"
              : `If we have not resolved it by ${ombudsman.from} (${ombudsman.businessDays} business days after you made it), or you are not happy with our answer, you can`}{" "}
            take it to the {ombudsman.name}
            {ombudsman.short ? ` (${ombudsman.short})` : ""}:{" "}
            <a href={ombudsman.url}>{ombudsman.url.replace(/^https:\/\//, "")}</a>.
          </p>
          <p>The ombudsman is free and independent. Quote this complaint&rsquo;s reference.</p>
        </>
      ) : (
        <p>
          If we have not resolved it within 20 business days, or you are not happy with our answer, you can take it to
          the energy ombudsman of your state or territory. Call us and we will tell you which one.
        </p>
      )}
    </section>
  );
}
