import { data } from "react-router";
import { BackLink } from "#app/components/back-link/BackLink.tsx";
import { FailureNotice } from "#app/components/failure-notice/FailureNotice.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import { RadioGroup } from "#app/components/radio-group/RadioGroup.tsx";
import { serviceName } from "#app/domain/services.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { useLazyValidation } from "#app/lib/form/lazy-validation.ts";
import { fieldErrors, formError } from "#app/lib/form/replies.ts";
import { journeyHeaders, readForm } from "#app/lib/journey/journey.server.ts";
import { StepPage } from "#app/components/step-page/StepPage.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { getZodConstraint, parseWithZod } from "#app/lib/parse-form.server.ts";
import type { Route } from "./+types/add-product";
import { addProductStore } from "./journeys.server.ts";
import {
  availableProducts,
  isPosted,
  PRODUCT_UNAVAILABLE_MESSAGE,
  serviceToChange,
  shownProduct,
} from "./plan.server.ts";
import { type ChooseProductFields, chooseProductSchema } from "./plan.schemas.ts";
import { SwitchedService } from "./service-notices.tsx";

// /home/plan/add — "Add a product", its first question (each product's "Add" button on /home/plan
// answers it too). Hardware then asks where to send it (…/delivery); then …/check and …/done
// (actions/add-service-product).

export const headers = journeyHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { portal, service } = await serviceToChange(args, "product");
  const page = await addProductStore.page(args, "product", service);
  // Without the products the service already has (productsForService).
  const products = await availableProducts(portal.api, service);
  return data(
    {
      service: serviceName(service),
      products: products.ok ? { ok: true as const, value: products.value.map(shownProduct) } : products,
      chosen: page.answers.productCode ?? null,
      lastResult: page.lastResult,
      back: page.back,
      switchedFrom: page.switchedFrom,
      constraint: getZodConstraint(chooseProductSchema),
    },
    { status: page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { portal, service } = await serviceToChange(args, "product");
  const { answers } = await addProductStore.page(args, "product", service);
  const submission = parseWithZod(await readForm(args.request), { schema: chooseProductSchema });
  if (submission.status !== "success") {
    return addProductStore.askAgain(args, "product", fieldErrors(submission), answers);
  }
  // The code is checked against what the service may add: never trusted from the form.
  const products = await availableProducts(portal.api, service);
  if (!products.ok) return addProductStore.askAgain(args, "product", formError(submission, products.message), answers);
  const product = products.value.find((p) => p.code === submission.value.productCode);
  if (!product) {
    const reply = submission.reply({ fieldErrors: { productCode: [PRODUCT_UNAVAILABLE_MESSAGE] } });
    return addProductStore.askAgain(args, "product", reply, { ...answers, productCode: undefined });
  }
  // Hardware is posted: where to is asked next (kept when the product changes to other hardware).
  const hardware = isPosted(product);
  return addProductStore.answer(
    args,
    hardware
      ? { ...answers, productCode: product.code, productName: product.name, hardware }
      : {
          ...answers,
          productCode: product.code,
          productName: product.name,
          hardware,
          deliverTo: undefined,
          delivery: undefined,
        },
  );
}

const loadChooseProductCheck = () => import("./plan.client.ts").then((m) => m.validateChooseProduct);

export default function AddProduct({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  const [form, fields] = useForm<ChooseProductFields>({
    id: "add-product",
    lastResult: loaderData.lastResult,
    defaultValue: { productCode: loaderData.chosen ?? undefined },
    constraint: loaderData.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useLazyValidation("add-product", loadChooseProductCheck),
  });
  if (!products.ok || products.value.length === 0) {
    return (
      <>
        <PageTitle page="Add a product" />
        <BackLink to={loaderData.back} />
        <PageHeading description={loaderData.service}>Add a product</PageHeading>
        {!products.ok ? (
          <FailureNotice title="Products could not be loaded" failure={products} />
        ) : (
          <p>There are no products to add to this service.</p>
        )}
      </>
    );
  }
  return (
    <StepPage
      title="Add a product"
      back={loaderData.back}
      intro={loaderData.service}
      form={form}
      formProps={getFormProps(form)}
    >
      <SwitchedService from={loaderData.switchedFrom} />
      <RadioGroup
        legend="Which product do you want to add?"
        hint="Prices include GST. You can check the details before anything is added."
        meta={fields.productCode}
        options={products.value.map((p) => ({
          value: p.code,
          label: p.name,
          hint: `${p.price}${p.description ? `. ${p.description}` : ""}`,
        }))}
      />
    </StepPage>
  );
}
