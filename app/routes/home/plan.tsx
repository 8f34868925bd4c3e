import { data, Form, Link } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { Card } from "#app/components/card/Card.tsx";
import { ErrorSummary } from "#app/components/error-summary/ErrorSummary.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { SummaryList } from "#app/components/summary-list/SummaryList.tsx";
import { Table } from "#app/components/table/Table.tsx";
import { ADDED_PRODUCT_CHARGED, perMonth, productPriceText } from "#app/domain/plans.ts";
import { capabilitiesOf, serviceName, serviceTypeName } from "#app/domain/services.ts";
import { formatDate } from "#app/lib/dates/format.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider } from "#app/lib/provider-outcome.server.ts";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import type { Route } from "./+types/plan";
import { pendingCancellationOf } from "./cancellation.server.ts";
import { addProductJourney } from "./journeys.ts";
import { planStore } from "./journeys.server.ts";
import {
  availablePlans,
  availableProducts,
  currentPlanAndPrice,
  PLAN_UNAVAILABLE_MESSAGE,
  serviceToChange,
  shownPlan,
  shownProduct,
} from "./plan.server.ts";
import { type ChoosePlanFields, choosePlanSchema } from "./plan.schemas.ts";
import * as styles from "./services.css.ts";
import { CancellationNotice, SwitchedService } from "./service-notices.tsx";

// /home/plan — the service's plan and products, and the first question of "Change plan" (which
// plan), then /home/plan/check and /home/plan/done. Each product's "Add" button answers the first
// question of "Add a product" (/home/plan/add, then …/check and …/done). Behind the MFA gate.

export const headers = journeyHeaders;

const planOption = (plan: ReturnType<typeof shownPlan>) => ({
  value: plan.code,
  label: `${plan.name} — ${plan.price}`,
  hint: plan.hint,
});

export async function loader(args: Route.LoaderArgs) {
  const portal = args.context.get(portalContext);
  const service = await fromProvider(portal.selectedService());
  if (!service) return { service: null };
  const can = capabilitiesOf(service);
  const page = await planStore.page(args, "plan", service);
  const [{ current, price }, plans, products] = await Promise.all([
    currentPlanAndPrice(portal.api, service),
    can.canChangePlan && !can.changesEnergyContract ? availablePlans(portal.api, service) : null,
    can.canAddProduct ? availableProducts(portal.api, service) : null,
  ]);
  return data(
    {
      service: {
        code: service.code,
        name: serviceName(service),
        typeName: serviceTypeName(service.type),
        cancelled: can.isCancelled,
        pendingCancellation: pendingCancellationOf(service),
        energyContract: can.changesEnergyContract,
        planName: (current.ok ? current.value?.name : null) ?? service.planName ?? null,
        owned: (service.products ?? []).map((p) => ({
          code: p.code,
          name: p.name,
          price: productPriceText(p, ADDED_PRODUCT_CHARGED),
          added: p.addedAt ? formatDate(p.addedAt) : "—",
        })),
      },
      current,
      currentPrice: price !== null ? perMonth(price) : null,
      // The plans as the question's options, worded here.
      plans: plans?.ok ? { ok: true as const, value: plans.value.map((p) => planOption(shownPlan(p, price))) } : plans,
      products: products?.ok ? { ok: true as const, value: products.value.map(shownProduct) } : products,
      // Where "Add" posts: the add-product journey's first question (named here, so the page ships
      // no journey code).
      addProductUrl: addProductJourney.urls.product,
      chosen: page.answers.contractCode ?? null,
      lastResult: page.lastResult,
      switchedFrom: page.switchedFrom,
      constraint: getZodConstraint(choosePlanSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { portal, service } = await serviceToChange(args, "plan");
  const { answers } = await planStore.page(args, "plan", service);
  const submission = parseWithZod(await readForm(args.request), { schema: choosePlanSchema });
  if (submission.status !== "success") return planStore.askAgain(args, "plan", fieldErrors(submission), answers);
  // The code is checked against the offer: never trusted from the form.
  const plans = await availablePlans(portal.api, service);
  if (!plans.ok) return planStore.askAgain(args, "plan", formError(submission, plans.message), answers);
  const plan = plans.value.find((p) => p.code === submission.value.contractCode);
  if (!plan) {
    const reply = submission.reply({ fieldErrors: { contractCode: [PLAN_UNAVAILABLE_MESSAGE] } });
    return planStore.askAgain(args, "plan", reply, { ...answers, contractCode: undefined });
  }
  // Nothing changes until the customer confirms on check-your-answers.
  return planStore.answer(args, { ...answers, contractCode: plan.code });
}

export type PlanData = Exclude<Route.ComponentProps["loaderData"], { service: null }>;

export default function Plan({ loaderData }: Route.ComponentProps) {
  if (!loaderData.service) {
    return (
      <>
        <PageTitle page="Plan" />
        <PageHeading>Plan</PageHeading>
        <p>There are no services on your account yet.</p>
      </>
    );
  }
  const loaded = loaderData as PlanData;
  const { service } = loaded;
  const hasError = Object.values(loaded.lastResult?.error ?? {}).some((messages) => messages?.length);
  return (
    <>
      <PageTitle page="Plan" hasError={hasError} />
      <PageHeading description={service.name}>Plan</PageHeading>
      <SwitchedService from={loaded.switchedFrom} />
      <CancellationNotice pending={service.pendingCancellation} />
      <Card title="Current plan">
        {!loaded.current.ok ? (
          <FailureNotice title="Plan details could not be loaded" failure={loaded.current} type="warning" />
        ) : null}
        <SummaryList
          rows={[
            { key: "Plan", value: service.planName ?? "Not known" },
            {
              key: "Service type",
              value:
                loaded.current.ok && loaded.current.value
                  ? serviceTypeName(loaded.current.value.serviceType)
                  : service.typeName,
            },
            loaded.currentPrice !== null ? { key: "Price", value: loaded.currentPrice } : null,
            loaded.current.ok && loaded.current.value?.description
              ? { key: "About", value: loaded.current.value.description }
              : null,
          ]}
        />
      </Card>
      {service.cancelled ? (
        <Alert type="warning" title="This service is cancelled">
          Its plan cannot be changed and no products can be added.
        </Alert>
      ) : (
        <>
          {service.energyContract ? (
            <Card title="Change plan" id="change-plan-card">
              <p>
                Gas and electricity plans are energy contracts.{" "}
                <Link to="/home/energy-contract">Compare and change energy contracts</Link>
              </p>
            </Card>
          ) : (
            <ChangePlan loaded={loaded} />
          )}
          <AddProduct products={loaded.products} owned={service.owned} addUrl={loaded.addProductUrl} />
        </>
      )}
    </>
  );
}

const loadChoosePlanCheck = () => import("./plan.client.ts").then((m) => m.validateChoosePlan);

function ChangePlan({ loaded }: { loaded: PlanData }) {
  const { plans } = loaded;
  const busy = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<ChoosePlanFields>({
    id: "change-plan",
    lastResult: loaded.lastResult,
    defaultValue: { contractCode: loaded.chosen ?? undefined },
    constraint: loaded.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("change-plan", loadChoosePlanCheck),
  });
  return (
    <Card title="Change plan" id="change-plan-card">
      {!plans ? null : !plans.ok ? (
        <FailureNotice title="Plans could not be loaded" failure={plans} />
      ) : plans.value.length === 0 ? (
        <p>There are no other plans available for this service.</p>
      ) : (
        <>
          <ErrorSummary form={form} />
          <Form method="post" {...getFormProps(form)}>
            <RadioGroup
              legend="Which plan do you want?"
              hint="Prices include GST. You can check the details before anything changes."
              meta={fields.contractCode}
              options={plans.value}
            />
            <Button type="submit" disabled={busy}>
              Continue
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}

function AddProduct({
  products,
  owned,
  addUrl,
}: {
  products: PlanData["products"];
  owned: PlanData["service"]["owned"];
  addUrl: string;
}) {
  return (
    <Card title="Add a product" id="add-product">
      {owned.length > 0 ? (
        <Table
          caption="Products on this service"
          columns={[
            { key: "name", header: "Product", rowHeader: true, render: (p) => p.name },
            { key: "price", header: "Price", numeric: true, render: (p) => p.price },
            { key: "added", header: "Added", render: (p) => p.added },
          ]}
          rows={owned}
          getRowKey={(p) => p.code}
        />
      ) : null}
      {!products ? null : !products.ok ? (
        <FailureNotice title="Products could not be loaded" failure={products} />
      ) : products.value.length === 0 ? (
        <p>There are no products to add to this service.</p>
      ) : (
        <ul className={styles.optionList} aria-label="Products you can add">
          {products.value.map((product) => (
            <li key={product.code} className={styles.option}>
              <div>
                <p className={styles.optionName}>{product.name}</p>
                <p className={styles.muted}>
                  {product.price}
                  {product.description ? `. ${product.description}` : ""}
                </p>
              </div>
              {/* The button answers "Add a product"'s question; its check page comes next. */}
              <Form method="post" action={addUrl}>
                <Button
                  type="submit"
                  name="productCode"
                  value={product.code}
                  variant="secondary"
                  aria-label={`Add ${product.name}`}
                >
                  Add
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
