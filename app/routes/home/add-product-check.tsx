import { data, Link } from "react-router";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { CheckPage } from "#app/lib/journey/CheckPage.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/add-product-check";
import { addProductJourney } from "./journeys.ts";
import { addProductStore, replyWith } from "./journeys.server.ts";
import { availableProducts, PRODUCT_UNAVAILABLE_MESSAGE, serviceToChange, shownProduct } from "./plan.server.ts";
import * as styles from "./services.css.ts";

// /home/plan/add/check — "Check the product you are adding", then actions/add-service-product, once.

export const headers = journeyHeaders;

/** The chosen product, from what the service may add now; one no longer offered is asked for again. */
async function chosenProduct(args: Route.LoaderArgs | Route.ActionArgs) {
  const { portal, service } = await serviceToChange(args, "product");
  const page = await addProductStore.page(args, "check", service);
  const products = await availableProducts(portal.api, service);
  const product = products.ok ? products.value.find((p) => p.code === page.answers.productCode) : undefined;
  if (products.ok && !product) {
    await addProductStore.askAgain(args, "product", replyWith({ productCode: [PRODUCT_UNAVAILABLE_MESSAGE] }), {
      ...page.answers,
      productCode: undefined,
    });
  }
  return { portal, service, page, products, product };
}

export async function loader(args: Route.LoaderArgs) {
  const { service, page, products, product } = await chosenProduct(args);
  const failure = products.ok ? null : replyWith({ "": [products.message] });
  return data(
    {
      serviceCode: service.code,
      product: product ? shownProduct(product) : null,
      lastResult: page.lastResult ?? failure,
      back: page.back,
    },
    { status: failure ? 502 : page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { service } = await serviceToChange(args, "product");
  await addProductStore.page(args, "check", service);
  // What the service may add is read inside the claim: a repeat waits for the first post.
  return addProductStore.sendOnce(args, async (finish) => {
    const { portal, products, product } = await chosenProduct(args);
    if (!products.ok || !product) {
      return addProductStore.askAgain(
        args,
        "check",
        replyWith({ "": [products.ok ? PRODUCT_UNAVAILABLE_MESSAGE : products.message] }),
      );
    }
    let reference: string;
    try {
      ({ reference } = await portal.api.account.addServiceProduct({
        serviceId: service.id,
        productCode: product.code,
      }));
    } catch (error) {
      return addProductStore.askAgain(args, "check", replyWith({ "": [recoverable(error).customerMessage] }));
    }
    return finish({ serviceCode: service.code, productName: product.name, reference });
  });
}

export default function AddProductCheck({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const [form] = useForm({ id: "confirm-product", lastResult: loaderData.lastResult });
  return (
    <div className={styles.stack}>
      <CheckPage
        title="Check the product you are adding"
        back={loaderData.back}
        caption={loaderData.serviceCode}
        form={form}
        formProps={getFormProps(form)}
        submit="Confirm and add"
        rows={[
          {
            key: "Product",
            value: product?.name ?? "Not known",
            change: { to: withChange(addProductJourney.urls.product, true), what: "the product" },
          },
          { key: "Price", value: product?.price ?? "Not known" },
          product?.description ? { key: "About", value: product.description } : null,
          { key: "Service", value: loaderData.serviceCode },
        ]}
      />
      <p>
        <Link to="/home/plan">Cancel</Link>
      </p>
    </div>
  );
}
