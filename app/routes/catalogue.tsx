import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { data, Form, Link, redirect, useSearchParams, type ShouldRevalidateFunction } from "react-router";
import { config } from "#app/lib/server-gateway.server.ts";
import { Alert, type AlertType } from "#app/components/alert/Alert.tsx";
import { AppShell } from "#app/components/app-shell/AppShell.tsx";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { CheckboxField } from "#app/components/checkbox-field/CheckboxField.tsx";
import { CheckboxGroup } from "#app/components/checkbox-group/CheckboxGroup.tsx";
import { CheckYourAnswers } from "#app/components/check-your-answers/CheckYourAnswers.tsx";
import { DateInput } from "#app/components/date-input/DateInput.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { FallbackError } from "#app/components/error-screen/FallbackError.tsx";
import { Field } from "#app/components/field/Field.tsx";
import { IconList } from "#app/components/icon-list/IconList.tsx";
import { LoadingOverlay } from "#app/components/loading-overlay/LoadingOverlay.tsx";
import { Logo } from "#app/components/logo/Logo.tsx";
import { Modal, modalHref, type ModalSize } from "#app/components/modal/Modal.tsx";
import { NotFound } from "#app/components/error-screen/NotFound.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { pageLinks, Pager } from "#app/components/pager/Pager.tsx";
import { ProgressBar } from "#app/components/progress-bar/ProgressBar.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { RenderErrorScreen } from "#app/components/error-screen/RenderErrorScreen.tsx";
import { RouteErrorScreen } from "#app/components/error-screen/RouteErrorScreen.tsx";
import { SelectField } from "#app/components/select-field/SelectField.tsx";
import { StatusBadge } from "#app/components/status-badge/StatusBadge.tsx";
import { StepTimeline } from "#app/components/step-timeline/StepTimeline.tsx";
import { SummaryList, type SummaryListLayout } from "#app/components/summary-list/SummaryList.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { TextareaField } from "#app/components/textarea-field/TextareaField.tsx";
import { AddressMatches, AddressSearchForm } from "#app/components/address-search/AddressSearch.tsx";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import type { Route } from "./+types/catalogue";
import { type DemoFields, demoSchema } from "./catalogue.schemas.ts";
import * as styles from "#app/styles/catalogue.css.ts";

/*
 * Every design-system component in every variant, for people and for the e2e/axe tests.
 * Not in production: the loader answers 404 there.
 */

export const meta: Route.MetaFunction = () => [{ title: "Component catalogue | Self Service Portal" }];

export function loader() {
  if (config.isProduction) throw data(null, { status: 404 });
  // The demo form starts in its error state: the result of submitting it empty.
  const emptySubmission = parseWithZod(new FormData(), { schema: demoSchema });
  return { demoResult: emptySubmission.reply(), demoConstraint: getZodConstraint(demoSchema) };
}

/** Opening a modal or dismissing an alert changes only the query: no need to reload the data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;

export async function action({ request }: Route.ActionArgs) {
  if (config.isProduction) throw data(null, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: demoSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  throw redirect("/__catalogue?submitted=1#demo-form");
}

const buttonVariants: ButtonVariant[] = ["primary", "secondary", "success", "danger", "info", "brand"];
const buttonSizes: ButtonSize[] = ["small", "medium", "large"];
const alertTypes: AlertType[] = ["success", "info", "warning", "danger", "extreme"];
const modalSizes: ModalSize[] = ["small", "medium", "large"];
const SUMMARY_LIST_LAYOUTS: { layout: SummaryListLayout; note: string }[] = [
  { layout: "compact", note: "For a card one of a grid: keys as wide as the longest one, no rules." },
  { layout: "tiles", note: "A few headline figures side by side, each key above its value." },
];

type UsageRow = { date: string; download: number; upload: number };
const usageRows: UsageRow[] = Array.from({ length: 31 }, (_, index) => ({
  date: `${String(index + 1).padStart(2, "0")} Jan 2026`,
  download: ((index * 7919) % 5000) / 100 + 1,
  upload: ((index * 104729) % 900) / 100 + 0.5,
}));

const planOptions = [
  { value: "nbn-50", label: "NBN 50/20 Home" },
  { value: "nbn-100", label: "NBN 100/20 Home Fast" },
  { value: "nbn-250", label: "NBN 250/25 Superfast" },
];

const loadDemoCheck = () => import("./catalogue.client.ts").then((m) => m.validateDemo);

function DemoForm({
  lastResult,
  constraint,
}: {
  lastResult: SubmissionResult<string[]>;
  constraint: Route.ComponentProps["loaderData"]["demoConstraint"];
}) {
  const [form, fields] = useForm<DemoFields>({
    id: "demo",
    lastResult,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("demo", loadDemoCheck),
  });
  return (
    <>
      {/* Pre-filled errors here; don't pull focus away from the top of the catalogue. */}
      <ErrorSummary form={form} focusOnMount={false} />
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <Field
          label="Full name"
          meta={fields.fullName}
          inputProps={{ ...getInputProps(fields.fullName, { type: "text" }), autoComplete: "name" }}
        />
        <Field
          label="Email address"
          hint="We send receipts and notices here."
          meta={fields.email}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
        />
        <SelectField label="Plan" meta={fields.plan} placeholder="Choose a plan" options={planOptions} />
        <RadioGroup
          legend="How should we contact you?"
          meta={fields.contactMethod}
          options={[
            { value: "email", label: "Email" },
            { value: "sms", label: "Text message", hint: "To the mobile number on your account." },
          ]}
        />
        <TextareaField
          label="Message"
          hint="No more than 500 characters."
          meta={fields.message}
          textareaProps={getTextareaProps(fields.message)}
        />
        <CheckboxField label="The details above are correct" meta={fields.agree} />
        <div>
          <Button type="submit">Send</Button>
        </div>
      </Form>
    </>
  );
}

const PAGER_PAGES = 3;

export default function Catalogue({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const submitted = searchParams.get("submitted") === "1";
  const pagerPage = Math.min(Math.max(Number(searchParams.get("page")) || 2, 1), PAGER_PAGES);

  return (
    <AppShell
      brand={
        <Link to="/__catalogue">
          <Logo name="Self Service Portal" />
        </Link>
      }
      account={
        <>
          <span>Account A10001</span>
          <form method="get" action="/__catalogue">
            <Button type="submit" variant="secondary" size="small">
              Sign out (demo)
            </Button>
          </form>
        </>
      }
      navItems={[
        { to: "/__catalogue", label: "Component catalogue", end: true },
        { to: "/__catalogue/error", label: "Error screens" },
      ]}
      footer={<p>Component catalogue — not available in production.</p>}
    >
      <PageHeading
        description="Every component of the design system in every variant."
        actions={
          <ButtonLink to="/__catalogue/error" variant="secondary">
            Error screen tests
          </ButtonLink>
        }
      >
        Component catalogue
      </PageHeading>

      <Card title="Buttons">
        {buttonSizes.map((size) => (
          <div key={size} className={styles.row}>
            {buttonVariants.map((variant) => (
              <Button key={variant} type="button" variant={variant} size={size}>
                {variant} {size}
              </Button>
            ))}
          </div>
        ))}
        <div className={styles.row}>
          <ButtonLink to="/__catalogue" variant="primary">
            Button link
          </ButtonLink>
          <ButtonLink to="/__catalogue" variant="brand" size="small">
            Brand link
          </ButtonLink>
          <Button type="button" disabled>
            Disabled
          </Button>
        </div>
      </Card>

      <Card title="Alerts">
        {alertTypes.map((type) => (
          <Alert key={type} type={type} title={`${type[0]?.toUpperCase()}${type.slice(1)} alert`}>
            The message of the {type} alert, with <a href="#alerts-note">a link</a>.
          </Alert>
        ))}
        <Alert type="info">An alert without a title.</Alert>
        <Alert type="warning" title="Closable alert" id="catalogue-closable" closable>
          Close me: it works with and without JavaScript.
        </Alert>
        {submitted ? (
          <Alert type="success" title="Form sent" live>
            The demo form was valid.
          </Alert>
        ) : null}
        <p id="alerts-note" className={styles.note}>
          Alerts that report the result of an action take <code>live</code> (role status or alert).
        </p>
      </Card>

      <Card title="Status badges">
        <p className={styles.row}>
          <StatusBadge tone="success">Paid</StatusBadge>
          <StatusBadge tone="info">Pending connection</StatusBadge>
          <StatusBadge tone="warning">Due</StatusBadge>
          <StatusBadge tone="danger">Overdue</StatusBadge>
          <StatusBadge tone="neutral">Cancelled</StatusBadge>
        </p>
      </Card>

      <Card title="Progress and steps">
        <ProgressBar label="Data used this month" value={352} max={1000} valueText="352 GB of 1,000 GB" />
        <ProgressBar label="Upload complete" value={100} />
        <StepTimeline
          label="Order progress"
          steps={[
            { label: "Order placed", description: "02 Jan 2026", status: "done" },
            { label: "Connection booked", description: "05 Jan 2026", status: "done" },
            { label: "Technician visit", description: "Booked for 12 Jan 2026", status: "current" },
            { label: "Service active", status: "upcoming" },
          ]}
        />
      </Card>

      <Card title="Icon list">
        <IconList
          items={[
            { icon: "phone", content: <a href="tel:1300980711">1300 980 711</a> },
            { icon: "mail", content: "support@example.com" },
            { icon: "document", content: "Financial Hardship Policy" },
            { icon: "check", content: "Connected" },
            { icon: "warning", content: "One current outage" },
            { icon: "clock", content: "Online for 3 days" },
          ]}
        />
      </Card>

      <Card title="Loading overlay">
        <LoadingOverlay active>
          <p className={styles.overlayContent}>Content being refreshed sits under the overlay.</p>
        </LoadingOverlay>
      </Card>

      <Card title="Table">
        <Table<UsageRow>
          id="usage-table"
          caption="Daily usage, January 2026"
          columns={[
            { key: "date", header: "Date", rowHeader: true },
            { key: "download", header: "Downloaded (GB)", numeric: true, render: (row) => row.download.toFixed(2) },
            { key: "upload", header: "Uploaded (GB)", numeric: true, render: (row) => row.upload.toFixed(2) },
          ]}
          rows={usageRows}
          getRowKey={(row) => row.date}
        />
        <Table
          caption="An empty table"
          columns={[{ key: "name", header: "Name" }]}
          rows={[]}
          getRowKey={() => 0}
          emptyMessage="No active faults found"
        />
      </Card>

      <Card title="Modals">
        <p>Modals open from the URL, so these are plain links.</p>
        <div className={styles.row}>
          {modalSizes.map((size) => (
            <ButtonLink key={size} to={modalHref(searchParams, size)} variant="secondary" preventScrollReset>
              Open {size} modal
            </ButtonLink>
          ))}
        </div>
      </Card>
      {modalSizes.map((size) => (
        <Modal
          key={size}
          value={size}
          size={size}
          title={`A ${size} modal`}
          footer={<Button type="button">Confirm</Button>}
        >
          <p>This modal is {size === "small" ? "500px" : size === "medium" ? "700px" : "85%"} wide.</p>
          <p>Press Escape or use Close to leave it.</p>
        </Modal>
      ))}

      <Card title="Back link">
        <div>
          <BackLink to="/__catalogue">Back to billing</BackLink>
        </div>
        <div>
          <BackLink to="/__catalogue" />
        </div>
        <p className={styles.note}>
          Above the page&apos;s heading, to the previous step. The arrow is drawn, so only the words are read.
        </p>
      </Card>

      <Card title="Summary list">
        <SummaryList
          rows={[
            { key: "Service", value: "N1001" },
            { key: "Plan", value: "NBN 100/20 Home Fast" },
            { key: "Monthly price", value: "$89.00" },
            { key: "Address", value: "Unit 4, 12 Example Street, Sydney NSW 2000" },
          ]}
        />
      </Card>

      {SUMMARY_LIST_LAYOUTS.map(({ layout, note }) => (
        <Card key={layout} title={`Summary list, ${layout}`}>
          <SummaryList
            layout={layout}
            rows={[
              { key: "Balance owing", value: "$125.40" },
              { key: "Due date", value: "14 December 2026" },
              { key: "Status", value: "Due" },
            ]}
          />
          <p className={styles.note}>{note}</p>
        </Card>
      ))}

      <Card title="Check your answers">
        <CheckYourAnswers
          rows={[
            { key: "Amount", value: "$25.50", change: { to: "/__catalogue", what: "amount" } },
            { key: "Card", value: "Visa ending 4242", change: { to: "/__catalogue", what: "card" } },
            { key: "Reference", value: "Sent when the payment is made" },
          ]}
        />
      </Card>

      <Card title="Pager">
        <Pager
          label="Pages of examples"
          {...pageLinks({
            page: pagerPage,
            pageCount: PAGER_PAGES,
            of: "examples",
            href: (page) => `/__catalogue?page=${page}`,
          })}
        />
        <Pager
          label="Months"
          previous={{ to: "/__catalogue", text: "Previous month" }}
          next={{ to: "/__catalogue", text: "Next month" }}
        />
      </Card>

      <Card title="Date input">
        <div className={styles.form}>
          <DateInput
            legend="When did the fault start?"
            hint="For example, 27 3 2026"
            id="catalogue-date"
            name="started"
          />
          <DateInput
            legend="Date of your first payment"
            hint="For example, 15 12 2026"
            id="catalogue-date-error"
            name="firstPayment"
            defaultValue={{ day: "15", month: "", year: "2026" }}
            errors={["The date of your first payment must include a month"]}
          />
        </div>
      </Card>

      <Card title="Checkboxes">
        <div className={styles.form}>
          <CheckboxGroup
            legend="Which services are moving?"
            hint="Select all that apply."
            id="catalogue-services"
            name="serviceIds"
            defaultValue={["1"]}
            options={[
              { value: "1", label: "nbn broadband (N1001)", hint: "No fee to move." },
              { value: "2", label: "Home phone (V2001)" },
              { value: "3", label: "Electricity (E3001)", hint: "Not available at your new address.", disabled: true },
            ]}
          />
          <CheckboxGroup
            legend="Which bills should we email?"
            id="catalogue-bills"
            name="bills"
            errors={["Select at least one bill"]}
            options={[
              { value: "internet", label: "Internet" },
              { value: "energy", label: "Energy" },
            ]}
          />
        </div>
      </Card>

      <Card title="Address search">
        <div className={styles.form}>
          <AddressSearchForm action="/signup" defaultValue="12 king" className={styles.form} />
          <AddressMatches
            meta={{ id: "catalogue-match", name: "locationId" }}
            legend="2 addresses found for “12 king”"
            matches={[
              { locationId: "LOC1", label: "12 King Street, Newtown NSW 2042" },
              { locationId: "LOC2", label: "Unit 3, 12 King Street, Newtown NSW 2042" },
            ]}
          />
        </div>
      </Card>

      <Card title="Form with errors" id="demo-form">
        <DemoForm lastResult={actionData?.result ?? loaderData.demoResult} constraint={loaderData.demoConstraint} />
      </Card>

      <Card title="Logo">
        <div className={styles.row}>
          <Logo name="Self Service Portal" />
          <Logo name="Acme Energy" mark="energy" />
        </div>
      </Card>

      <Card title="Error screens">
        <div className={styles.specimen}>
          <NotFound supportPhone="1300 980 711" />
        </div>
        <div className={styles.specimen}>
          <RouteErrorScreen message="Request failed with status code 500" supportPhone="1300 980 711" />
        </div>
        <div className={styles.specimen}>
          <RenderErrorScreen
            message="Cannot read properties of undefined (reading 'services')"
            details="TypeError: Cannot read properties of undefined (reading 'services')"
          />
        </div>
        <div className={styles.specimen} data-testid="fallback-error">
          <FallbackError message="Network Error" />
        </div>
      </Card>
    </AppShell>
  );
}
