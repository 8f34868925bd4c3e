import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link, redirect } from "react-router";
import {
  Alert,
  BackLink,
  Button,
  Card,
  CheckYourAnswers,
  ErrorSummary,
  PageHeading,
  RadioGroup,
  Table,
} from "#app/components/index.ts";
import { ENERGY_TERM_ROWS, energyTermsShown } from "#app/domain/energy-contracts.ts";
import { capabilitiesOf, serviceName } from "#app/domain/services.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider, recoverable } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { Contract, Service } from "#server/provider/schemas.ts";
import type { Route } from "./+types/energy-contract";
import { CancellationNotice } from "./cancellation-notice.tsx";
import { pendingCancellationOf } from "./cancellation.server.ts";
import { type ChooseContractFields, chooseContractSchema, confirmContractSchema } from "./energy-contract.schemas.ts";
import { availablePlans, currentPlan } from "./plan.server.ts";
import * as styles from "./services.css.ts";

// /home/energy-contract — "Change your energy contract": the contracts on
// offer for a gas or electricity service (actions/change-contract/energy-contracts) side by side
// with the current one, choose one, check, confirm (actions/change-contract) → a reference that
// /requests lists. Behind the MFA gate (app/routes.ts).

const UNAVAILABLE = "That contract is not available for this service. Choose one from the list.";

const shown = (contract: Contract) => ({ code: contract.code, name: contract.name, terms: energyTermsShown(contract) });

function refusal(service: Service | null | undefined): string | null {
  if (!service) return "There are no services on your account.";
  const can = capabilitiesOf(service);
  if (can.kind !== "energy")
    return "Energy contracts apply to gas and electricity services. Choose one with the service switcher.";
  if (can.isCancelled) return "This service is cancelled: its contract cannot be changed.";
  return null;
}

export async function loader({ context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const service = await fromProvider(portal.selectedService());
  const refused = refusal(service);
  if (refused || !service) return { refused, service: null };
  const [current, offered] = await Promise.all([currentPlan(portal.api, service), availablePlans(portal.api, service)]);
  return {
    refused: null,
    service: { name: serviceName(service), pendingCancellation: pendingCancellationOf(service) },
    current: current.ok && current.value ? shown(current.value) : null,
    offered: offered.ok ? { ok: true as const, value: offered.value.map(shown) } : offered,
    constraint: getZodConstraint(chooseContractSchema),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const formData = await request.formData();
  const service = await fromProvider(portal.selectedService());
  const refused = refusal(service);
  if (refused || !service) {
    portal.session.flash("alert", { type: "warning", message: refused ?? "This contract cannot be changed online." });
    throw redirect("/home");
  }
  const intent = formData.get("intent");
  const final = intent === "confirm-contract";
  const submission = parseWithZod(formData, { schema: final ? confirmContractSchema : chooseContractSchema });
  if (submission.status !== "success")
    return data({ view: "choose" as const, result: fieldErrors(submission) }, { status: 400 });
  // The code is checked against the offer again at each step: never trusted from the form.
  const [current, offered] = await Promise.all([currentPlan(portal.api, service), availablePlans(portal.api, service)]);
  if (!offered.ok)
    return data({ view: "choose" as const, result: formError(submission, offered.message) }, { status: 502 });
  const chosen = offered.value.find((c) => c.code === submission.value.contractCode);
  if (!chosen) {
    return data(
      { view: "choose" as const, result: submission.reply({ fieldErrors: { contractCode: [UNAVAILABLE] } }) },
      { status: 400 },
    );
  }
  const check = {
    view: "check" as const,
    current: current.ok && current.value ? shown(current.value) : null,
    chosen: shown(chosen),
    error: null as string | null,
  };
  if (!final) return check;
  try {
    const answer = await portal.api.account.changeContract({ serviceId: service.id, contractCode: chosen.code });
    portal.session.flash("alert", {
      type: "success",
      message: `We have received your change to ${chosen.name} for ${service.code}. Your reference is ${answer.reference}.`,
    });
  } catch (error) {
    return data({ ...check, error: recoverable(error).customerMessage }, { status: 502 });
  }
  throw redirect("/requests");
}

type Loaded = Exclude<Route.ComponentProps["loaderData"], { service: null }>;
type Shown = ReturnType<typeof shown>;

export default function EnergyContract({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.refused || !loaderData.service) {
    return (
      <>
        <PageTitle page="Change your energy contract" />
        <PageHeading>Change your energy contract</PageHeading>
        <Alert type="warning" title="No energy contract to change">
          {loaderData.refused}
        </Alert>
      </>
    );
  }
  const loaded = loaderData as Loaded;
  if (actionData?.view === "check") return <CheckContract loaded={loaded} check={actionData} />;
  return <ChooseContract loaded={loaded} result={actionData?.view === "choose" ? actionData.result : undefined} />;
}

const loadChooseCheck = () => import("./energy-contract.client.ts").then((m) => m.validateChooseContract);

function Comparison({ current, offered }: { current: Shown | null; offered: Shown[] }) {
  const contracts = [...(current ? [{ ...current, name: `${current.name} (your contract)` }] : []), ...offered];
  return (
    <Table<(typeof ENERGY_TERM_ROWS)[number]>
      caption="Energy contracts compared"
      columns={[
        { key: "label", header: "Terms", rowHeader: true, render: (row) => row.label },
        ...contracts.map((c) => ({
          key: c.code,
          header: c.name,
          render: (row: (typeof ENERGY_TERM_ROWS)[number]) => c.terms[row.key],
        })),
      ]}
      rows={ENERGY_TERM_ROWS}
      getRowKey={(row) => row.key}
    />
  );
}

function ChooseContract({ loaded, result }: { loaded: Loaded; result: SubmissionResult<string[]> | undefined }) {
  const busy = useIsPending({ intent: "choose-contract" });
  const [form, fields] = useForm<ChooseContractFields>({
    id: "choose-contract",
    lastResult: result,
    constraint: loaded.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("choose-contract", loadChooseCheck),
  });
  return (
    <>
      <PageTitle page="Change your energy contract" hasError={!form.valid} />
      <BackLink to="/home">Back</BackLink>
      <PageHeading description={loaded.service.name}>Change your energy contract</PageHeading>
      <CancellationNotice pending={loaded.service.pendingCancellation} />
      <ErrorSummary form={form} />
      {!loaded.offered.ok ? (
        <Alert type="danger" title="Contracts could not be loaded">
          {loaded.offered.message}
        </Alert>
      ) : loaded.offered.value.length === 0 ? (
        <p>There are no other contracts available for this service.</p>
      ) : (
        <>
          <Comparison current={loaded.current} offered={loaded.offered.value} />
          <Form method="post" {...getFormProps(form)} className={styles.section}>
            <input type="hidden" name="intent" value="choose-contract" />
            <RadioGroup
              legend="Which contract do you want?"
              hint={`Prices include GST. ${CHOOSE_CONTRACT_HINT}`}
              meta={fields.contractCode}
              options={loaded.offered.value.map((c) => ({
                value: c.code,
                label: c.name,
                hint: `${c.terms.estimate}. ${c.terms.term}.`,
              }))}
            />
            <Button type="submit" disabled={busy}>
              Continue
            </Button>
          </Form>
        </>
      )}
    </>
  );
}
const CHOOSE_CONTRACT_HINT = "You can check the details before anything changes.";

type CheckData = Extract<Route.ComponentProps["actionData"], { view: "check" }>;

function CheckContract({ loaded, check }: { loaded: Loaded; check: CheckData }) {
  const busy = useIsPending({ intent: "confirm-contract" });
  const { chosen, current } = check;
  return (
    <>
      <PageTitle page="Check your contract change" hasError={Boolean(check.error)} />
      <PageHeading description={loaded.service.name}>Check your contract change</PageHeading>
      <ErrorSummary
        errors={check.error ? [{ message: `We could not change your contract: ${check.error}` }] : []}
        focusKey={check}
      />
      <Card>
        <CheckYourAnswers
          rows={[
            { key: "Current contract", value: current?.name ?? "Not known" },
            {
              key: "New contract",
              value: chosen.name,
              change: { to: "/home/energy-contract", what: "the new contract" },
            },
            ...ENERGY_TERM_ROWS.map((row) => ({ key: row.label, value: chosen.terms[row.key] })),
            { key: "Takes effect", value: "Straight away. Your next bill uses the new contract's rates." },
          ]}
        />
        <Form method="post" className={styles.actions}>
          <input type="hidden" name="intent" value="confirm-contract" />
          <input type="hidden" name="contractCode" value={chosen.code} />
          <Button type="submit" disabled={busy}>
            {busy ? "Changing contract…" : "Confirm contract change"}
          </Button>
          <Link to="/home/energy-contract">Cancel</Link>
        </Form>
      </Card>
    </>
  );
}
