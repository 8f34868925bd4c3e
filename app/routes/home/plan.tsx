import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Contract, Product } from "#server/provider/schemas.ts";
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  ErrorSummary,
  PageHeading,
  RadioGroup,
  SummaryList,
  Table,
} from "#app/components/index.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { formatDate } from "#app/lib/dates.ts";
import { formatMoney } from "#app/lib/format.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { PageTitle } from "#app/lib/page-title.tsx";
import { useIsPending } from "#app/lib/use-is-pending.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { fromProvider, recoverable } from "#app/lib/provider-outcome.server.ts";
import { perMonth, priceDifferenceCents, productPriceText } from "#app/domain/plans.ts";
import { capabilitiesOf, serviceName, serviceTypeName } from "#app/domain/services.ts";
import type { Route } from "./+types/plan";
import { availablePlans, availableProducts, currentPlan } from "./plan.server.ts";
import { type ChoosePlanFields, choosePlanSchema, confirmPlanSchema, confirmProductSchema } from "./plan.schemas.ts";
import * as styles from "./services.css.ts";
import { CancellationNotice } from "./cancellation-notice.tsx";
import { ConfirmPlan, ConfirmProduct } from "./plan-confirm.tsx";
import { pendingCancellationOf } from "./cancellation.server.ts";

const PLAN_UNAVAILABLE_MESSAGE = "That plan is not available for this service. Choose a plan from the list.";
const PRODUCT_UNAVAILABLE_MESSAGE = "That product is not available for this service. Choose one from the list.";

function differenceText(cents: number | null): string {
  if (cents === null) return "Not known";
  if (cents === 0) return "No change";
  // Words, not a sign and a bracket: "$10.00 a month less" (read as "less than now" in a plan's hint).
  return `${formatMoney(Math.abs(cents))} a month ${cents > 0 ? "more" : "less"}`;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const service = await fromProvider(portal.selectedService());
  if (!service) return { service: null };
  const params = new URL(request.url).searchParams;
  const can = capabilitiesOf(service);
  const [current, plans, products] = await Promise.all([
    currentPlan(portal.api, service),
    can.canChangePlan && !can.changesEnergyContract ? availablePlans(portal.api, service) : null,
    can.canAddProduct ? availableProducts(portal.api, service) : null,
  ]);
  const changeCode = params.get("change");
  const addCode = params.get("add");
  const changeTo = changeCode && plans?.ok ? (plans.value.find((p) => p.code === changeCode) ?? null) : null;
  const adding = addCode && products?.ok ? (products.value.find((p) => p.code === addCode) ?? null) : null;
  const unavailable =
    (changeCode && plans?.ok && !changeTo ? PLAN_UNAVAILABLE_MESSAGE : null) ??
    (addCode && products?.ok && !adding ? PRODUCT_UNAVAILABLE_MESSAGE : null);
  const currentPrice =
    current.ok && current.value ? current.value.monthlyPriceCents : (service.monthlyPriceCents ?? null);
  // Prices are worded here, in the loader, so the page ships no money code: monthly or one-off, always said.
  const shownPlan = (plan: Contract) => ({
    code: plan.code,
    name: plan.name,
    price: perMonth(plan.monthlyPriceCents),
    hint: planHint(plan, currentPrice),
    difference: differenceText(priceDifferenceCents(currentPrice, plan.monthlyPriceCents)),
  });
  const shownProduct = (product: Product) => ({
    code: product.code,
    name: product.name,
    description: product.description ?? null,
    price: productPriceText(product),
  });
  const payload = {
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
        price: productPriceText(p),
        added: p.addedAt ? formatDate(p.addedAt) : "—",
      })),
    },
    current,
    currentPrice: currentPrice !== null ? perMonth(currentPrice) : null,
    plans: plans?.ok ? { ok: true as const, value: plans.value.map(shownPlan) } : plans,
    products: products?.ok ? { ok: true as const, value: products.value.map(shownProduct) } : products,
    changeTo: changeTo ? shownPlan(changeTo) : null,
    adding: adding ? shownProduct(adding) : null,
    unavailable,
    preselect: params.get("plan"),
    constraint: getZodConstraint(choosePlanSchema),
  };
  return unavailable ? data(payload, { status: 400 }) : payload;
}

export async function action({ context, request }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const service = await fromProvider(portal.selectedService());
  if (!service || !capabilitiesOf(service).canChangePlan) {
    portal.session.flash("alert", { type: "warning", message: "The plan of a cancelled service cannot be changed." });
    throw redirect("/home/plan");
  }

  /** A failed write: the provider's reason (or spec §8's message) in the error summary. */
  const failed = (submission: Parameters<typeof formError>[0], error: unknown) =>
    data({ intent, result: formError(submission, recoverable(error).customerMessage) }, { status: 502 });

  // Gas and electricity change contracts in their own flow, with the terms compared side by side.
  if ((intent === "choose-plan" || intent === "confirm-plan") && capabilitiesOf(service).changesEnergyContract) {
    throw redirect("/home/energy-contract");
  }
  if (intent === "choose-plan" || intent === "confirm-plan") {
    const submission = parseWithZod(formData, {
      schema: intent === "choose-plan" ? choosePlanSchema : confirmPlanSchema,
    });
    if (submission.status !== "success") return data({ intent, result: fieldErrors(submission) }, { status: 400 });
    const plans = await availablePlans(portal.api, service);
    if (!plans.ok) return data({ intent, result: formError(submission, plans.message) }, { status: 502 });
    const plan = plans.value.find((p) => p.code === submission.value.contractCode);
    if (!plan) {
      return data(
        { intent, result: submission.reply({ fieldErrors: { contractCode: [PLAN_UNAVAILABLE_MESSAGE] } }) },
        { status: 400 },
      );
    }
    // Nothing changes until the customer confirms on the check-your-answers step.
    if (intent === "choose-plan") throw redirect(`/home/plan?change=${encodeURIComponent(plan.code)}`);
    try {
      const answer = await portal.api.account.changeContract({ serviceId: service.id, contractCode: plan.code });
      portal.session.flash("alert", {
        type: "success",
        message: `Your plan is now ${plan.name}. Reference ${answer.reference}.`,
      });
    } catch (error) {
      return failed(submission, error);
    }
    throw redirect("/home/plan");
  }

  if (intent === "confirm-product") {
    const submission = parseWithZod(formData, { schema: confirmProductSchema });
    if (submission.status !== "success") return data({ intent, result: fieldErrors(submission) }, { status: 400 });
    const products = await availableProducts(portal.api, service);
    if (!products.ok) return data({ intent, result: formError(submission, products.message) }, { status: 502 });
    const product = products.value.find((p) => p.code === submission.value.productCode);
    if (!product) return data({ intent, result: formError(submission, PRODUCT_UNAVAILABLE_MESSAGE) }, { status: 400 });
    try {
      const answer = await portal.api.account.addServiceProduct({ serviceId: service.id, productCode: product.code });
      portal.session.flash("alert", {
        type: "success",
        message: `${product.name} has been added to ${service.code}. Reference ${answer.reference}.`,
      });
    } catch (error) {
      return failed(submission, error);
    }
    throw redirect("/home/plan");
  }
  return data({ intent, result: null }, { status: 400 });
}

export default function Plan() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (!loaded.service) {
    return (
      <>
        <PageTitle page="Plan" />
        <PageHeading>Plan</PageHeading>
        <p>There are no services on your account yet.</p>
      </>
    );
  }
  if (loaded.changeTo) return <ConfirmPlan loaded={loaded} plan={loaded.changeTo} />;
  if (loaded.adding) return <ConfirmProduct loaded={loaded} product={loaded.adding} />;
  const { service } = loaded;
  return (
    <>
      <PageTitle
        page="Plan"
        hasError={
          Boolean(loaded.unavailable) || (actionData?.intent === "choose-plan" && Boolean(actionData.result?.error))
        }
      />
      <PageHeading description={service.name}>Plan</PageHeading>
      {loaded.unavailable ? <ErrorSummary errors={[{ message: loaded.unavailable }]} /> : null}
      <CancellationNotice pending={service.pendingCancellation} />
      <Card title="Current plan">
        {!loaded.current.ok ? (
          <Alert type="warning" title="Plan details could not be loaded">
            {loaded.current.message}
          </Alert>
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
            <ChangePlan plans={loaded.plans} preselect={loaded.preselect} constraint={loaded.constraint} />
          )}
          <AddProduct products={loaded.products} owned={service.owned} />
        </>
      )}
    </>
  );
}

export type PlanData = Exclude<Route.ComponentProps["loaderData"], { service: null }>;

const loadChoosePlanCheck = () => import("./plan.client.ts").then((m) => m.validateChoosePlan);

function ChangePlan({
  plans,
  preselect,
  constraint,
}: {
  plans: PlanData["plans"];
  preselect: string | null;
  constraint: PlanData["constraint"];
}) {
  const actionData = useActionData<typeof action>();
  const busy = useIsPending({ intent: "choose-plan" });
  const [form, fields] = useForm<ChoosePlanFields>({
    id: "change-plan",
    lastResult: actionData?.intent === "choose-plan" ? actionData.result : undefined,
    defaultValue: { contractCode: preselect ?? undefined },
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("change-plan", loadChoosePlanCheck),
  });
  return (
    <Card title="Change plan" id="change-plan-card">
      {!plans ? null : !plans.ok ? (
        <Alert type="danger" title="Plans could not be loaded">
          {plans.message}
        </Alert>
      ) : plans.value.length === 0 ? (
        <p>There are no other plans available for this service.</p>
      ) : (
        <>
          <ErrorSummary form={form} />
          <Form method="post" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="choose-plan" />
            <RadioGroup
              legend="Which plan do you want?"
              hint="Prices include GST. You can check the details before anything changes."
              meta={fields.contractCode}
              options={plans.value.map((plan) => ({
                value: plan.code,
                label: `${plan.name} — ${plan.price}`,
                hint: plan.hint,
              }))}
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

function planHint(plan: Contract, currentPrice: number | null): string {
  const speed = plan.downloadMbps && plan.uploadMbps ? `${plan.downloadMbps}/${plan.uploadMbps} Mbps. ` : "";
  const difference = priceDifferenceCents(currentPrice, plan.monthlyPriceCents);
  const change = difference === null || difference === 0 ? "" : ` ${differenceText(difference)} than now.`;
  return `${speed}${plan.description ?? ""}${change}`.trim();
}

function AddProduct({ products, owned }: { products: PlanData["products"]; owned: PlanData["service"]["owned"] }) {
  const ownedCodes = new Set(owned.map((p) => p.code));
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
        <Alert type="danger" title="Products could not be loaded">
          {products.message}
        </Alert>
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
              {ownedCodes.has(product.code) ? (
                <span>Already added</span>
              ) : (
                <ButtonLink
                  to={`/home/plan?add=${encodeURIComponent(product.code)}`}
                  variant="secondary"
                  aria-label={`Add ${product.name}`}
                >
                  Add
                </ButtonLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A confirm step's fields are hidden: the summary lists every message of its result, none linked. */
