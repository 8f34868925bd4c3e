import { data } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { ENERGY_TERM_ROWS, estimateBasis } from "#app/domain/energy-contracts.ts";
import { serviceName } from "#app/domain/services.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/energy-contract";
import { pendingCancellationOf } from "./cancellation.server.ts";
import {
  CONTRACT_UNAVAILABLE,
  energyRefusal,
  energyService,
  type ShownContract,
  shownContract,
  usageAverage,
} from "./energy-contract.server.ts";
import { type ChooseContractFields, chooseContractSchema } from "./energy-contract.schemas.ts";
import { energyContractStore } from "./journeys.server.ts";
import { availablePlans, currentPlan } from "./plan.server.ts";
import { CancellationNotice, SwitchedService } from "./service-notices.tsx";

// /home/energy-contract — "Change your energy contract", its one question: the contracts on offer
// for a gas or electricity service (actions/change-contract/energy-contracts) side by side with
// the current one. Then /home/energy-contract/check and …/done (actions/change-contract), whose
// reference /requests lists. Behind the MFA gate (app/routes.ts).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const portal = args.context.get(portalContext);
  const service = await fromProvider(portal.selectedService());
  const refused = energyRefusal(service);
  if (refused || !service) return { refused, step: null };
  const page = await energyContractStore.page(args, "contract", service);
  const [current, offered, usage] = await Promise.all([
    currentPlan(portal.api, service),
    availablePlans(portal.api, service),
    usageAverage(portal.api, service),
  ]);
  return data(
    {
      refused: null,
      step: {
        service: { name: serviceName(service), pendingCancellation: pendingCancellationOf(service) },
        current: current.ok && current.value ? shownContract(current.value, usage) : null,
        offered: offered.ok ? { ok: true as const, value: offered.value.map((c) => shownContract(c, usage)) } : offered,
        estimateBasis: estimateBasis(usage),
        // The comparison's rows, named here so the page ships no contract rules.
        termRows: ENERGY_TERM_ROWS,
        chosen: page.answers.contractCode ?? null,
        lastResult: page.lastResult,
        back: page.back,
        switchedFrom: page.switchedFrom,
        constraint: getZodConstraint(chooseContractSchema),
      },
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { portal, service } = await energyService(args);
  const { answers } = await energyContractStore.page(args, "contract", service);
  const submission = parseWithZod(await readForm(args.request), { schema: chooseContractSchema });
  if (submission.status !== "success") {
    return energyContractStore.askAgain(args, "contract", fieldErrors(submission), answers);
  }
  // The code is checked against the offer: never trusted from the form.
  const offered = await availablePlans(portal.api, service);
  if (!offered.ok)
    return energyContractStore.askAgain(args, "contract", formError(submission, offered.message), answers);
  const chosen = offered.value.find((c) => c.code === submission.value.contractCode);
  if (!chosen) {
    const reply = submission.reply({ fieldErrors: { contractCode: [CONTRACT_UNAVAILABLE] } });
    return energyContractStore.askAgain(args, "contract", reply, { ...answers, contractCode: undefined });
  }
  return energyContractStore.answer(args, { ...answers, contractCode: chosen.code });
}

type Step = NonNullable<Route.ComponentProps["loaderData"]["step"]>;

export default function EnergyContract({ loaderData }: Route.ComponentProps) {
  if (loaderData.refused || !loaderData.step) {
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
  return <ChooseContract step={loaderData.step} />;
}

const loadChooseCheck = () => import("./energy-contract.client.ts").then((m) => m.validateChooseContract);

type TermRow = (typeof ENERGY_TERM_ROWS)[number];

function Comparison({
  current,
  offered,
  rows,
}: {
  current: ShownContract | null;
  offered: ShownContract[];
  rows: readonly TermRow[];
}) {
  const contracts = [...(current ? [{ ...current, name: `${current.name} (your contract)` }] : []), ...offered];
  return (
    <Table<TermRow>
      caption="Energy contracts compared"
      columns={[
        { key: "label", header: "Terms", rowHeader: true, render: (row) => row.label },
        ...contracts.map((c) => ({
          key: c.code,
          header: c.name,
          render: (row: TermRow) => c.terms[row.key],
        })),
      ]}
      rows={rows}
      getRowKey={(row) => row.key}
    />
  );
}

function ChooseContract({ step }: { step: Step }) {
  const [form, fields] = useForm<ChooseContractFields>({
    id: "choose-contract",
    lastResult: step.lastResult,
    defaultValue: { contractCode: step.chosen ?? undefined },
    constraint: step.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("choose-contract", loadChooseCheck),
  });
  const offered = step.offered;
  const notice = (
    <>
      <SwitchedService from={step.switchedFrom} />
      <CancellationNotice pending={step.service.pendingCancellation} />
    </>
  );
  if (!offered.ok || offered.value.length === 0) {
    return (
      <>
        <PageTitle page="Change your energy contract" />
        <BackLink to={step.back} />
        <PageHeading description={step.service.name}>Change your energy contract</PageHeading>
        {notice}
        {!offered.ok ? (
          <FailureNotice title="Contracts could not be loaded" failure={offered} />
        ) : (
          <p>There are no other contracts available for this service.</p>
        )}
      </>
    );
  }
  return (
    <StepPage
      title="Change your energy contract"
      back={step.back}
      intro={step.service.name}
      form={form}
      formProps={getFormProps(form)}
    >
      {notice}
      <p>{step.estimateBasis}</p>
      <Comparison current={step.current} offered={offered.value} rows={step.termRows} />
      <RadioGroup
        legend="Which contract do you want?"
        hint="Prices include GST. You can check the details before anything changes."
        meta={fields.contractCode}
        options={offered.value.map((c) => ({
          value: c.code,
          label: c.name,
          hint: `${c.terms.estimate}. ${c.terms.term}.`,
        }))}
      />
    </StepPage>
  );
}
