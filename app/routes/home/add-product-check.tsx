import { data, Link } from "react-router";
import { serviceName } from "#app/domain/services.ts";
import { getFormProps, useForm } from "#app/lib/form/client.ts";
import { CheckPage } from "#app/components/check-page/CheckPage.tsx";
import { journeyHeaders } from "#app/lib/journey/journey.server.ts";
import { withChange } from "#app/lib/journey/journey.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/add-product-check";
import { type AddProductAnswers, addProductJourney } from "./journeys.ts";
import { addProductStore, replyWith } from "./journeys.server.ts";
import {
  availableProducts,
  isPosted,
  PRODUCT_UNAVAILABLE_MESSAGE,
  serviceToChange,
  shownProduct,
} from "./plan.server.ts";
import * as styles from "./services.css.ts";

// /home/plan/add/check — "Check the product you are adding" (and, for hardware, where it is
// posted), then actions/add-service-product, once.

export const headers = journeyHeaders;

/** The chosen product, from what the service may add now; one no longer offered is asked for again. */
async function chosenProduct(args: Route.LoaderArgs | Route.ActionArgs) {
  const { portal, service } = await serviceToChange(args, "product");
  const page = await addProductStore.page(args, "check", service);
  const products = await availableProducts(portal.api, service);
  const product = products.ok ? products.value.find((p) => p.code === page.answers.productCode) : undefined;
  if (products.ok && !product) {
    // A guard, as page() is: the redirect is thrown, from the loader and from inside the claim alike.
    throw await addProductStore.askAgain(args, "product", replyWith({ productCode: [PRODUCT_UNAVAILABLE_MESSAGE] }), {
      ...page.answers,
      productCode: undefined,
    });
  }
  return { portal, service, page, products, product };
}

/** Where hardware is posted, as the check page shows it and the order sends it; null for other products. */
function deliveryAddressOf(
  product: { productType: string } | undefined,
  answers: AddProductAnswers,
  service: { address?: string | null },
): string | null {
  if (!product || !isPosted(product)) return null;
  if (answers.deliverTo === "other" && answers.delivery) return answers.delivery.label;
  return service.address ?? null;
}

export async function loader(args: Route.LoaderArgs) {
  const { service, page, products, product } = await chosenProduct(args);
  const failure = products.ok ? null : replyWith({ "": [products.message] });
  // Hardware whose delivery was not asked (the product changed to hardware since): ask it now.
  if (product && isPosted(product) && !page.answers.hardware) {
    throw await addProductStore.answer(args, { ...page.answers, hardware: true, productName: product.name });
  }
  return data(
    {
      service: serviceName(service),
      product: product ? shownProduct(product) : null,
      deliveryAddress: deliveryAddressOf(product, page.answers, service),
      lastResult: page.lastResult ?? failure,
      back: page.back,
      version: page.version,
    },
    { status: failure ? 502 : page.status },
  );
}

export async function action(args: Route.ActionArgs) {
  const { service } = await serviceToChange(args, "product");
  await addProductStore.page(args, "check", service);
  // What the service may add is read inside the claim: a repeat waits for the first post.
  return addProductStore.sendOnce(args, async (finish) => {
    const { portal, page, products, product } = await chosenProduct(args);
    if (!products.ok || !product) {
      return addProductStore.askAgain(
        args,
        "check",
        replyWith({ "": [products.ok ? PRODUCT_UNAVAILABLE_MESSAGE : products.message] }),
      );
    }
    const deliveryAddress = deliveryAddressOf(product, page.answers, service);
    let reference: string;
    try {
      ({ reference } = await portal.api.account.addServiceProduct({
        serviceId: service.id,
        productCode: product.code,
        ...(deliveryAddress ? { deliveryAddress } : {}),
      }));
    } catch (error) {
      return addProductStore.askAgain(args, "check", replyWith({ "": [recoverable(error).customerMessage] }));
    }
    return finish({ service: serviceName(service), productName: product.name, reference, deliveryAddress });
  });
}

export default function AddProductCheck({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const [form] = useForm({ id: "confirm-product", lastResult: loaderData.lastResult });
  return (
    <div className={styles.stack}>
      <CheckPage
        version={loaderData.version}
        title="Check the product you are adding"
        back={loaderData.back}
        caption={loaderData.service}
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
          loaderData.deliveryAddress
            ? {
                key: "Delivery address",
                value: loaderData.deliveryAddress,
                change: { to: withChange(addProductJourney.urls.delivery, true), what: "the delivery address" },
              }
            : null,
          product?.description ? { key: "About", value: product.description } : null,
          { key: "Service", value: loaderData.service },
        ]}
      />
      <p>
        <Link to="/home/plan">Cancel</Link>
      </p>
    </div>
  );
}
