// Provider calls of /home/plan and its journeys (change plan, add a product), and the plans and
// products as the pages show them: prices worded here, so the pages ship no money code.
import { redirect } from "react-router";
import { config } from "#server/config.ts";
import type { ProviderClient } from "#server/provider/index.ts";
import type { Contract, Product } from "#server/provider/schemas/plans.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import {
  changesEnergyContract,
  perMonth,
  plansForService,
  priceDifferenceCents,
  productPriceText,
  ADDED_PRODUCT_CHARGED,
  productsForService,
} from "#app/domain/plans.ts";
import { capabilitiesOf } from "#app/domain/services.ts";
import { formatMoney } from "#app/domain/format.ts";
import type { StepArgs } from "#app/lib/journey/journey.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { attempt, fromProvider, type Outcome } from "#app/lib/provider-outcome.server.ts";

export const PLAN_UNAVAILABLE_MESSAGE = "That plan is not available for this service. Choose a plan from the list.";
export const PRODUCT_UNAVAILABLE_MESSAGE = "That product is not available for this service. Choose one from the list.";
const CANCELLED_PLAN_MESSAGE = "The plan of a cancelled service cannot be changed.";

/**
 * The selected service, for a page of the change-plan or add-product journey: a cancelled one
 * goes back to the plan page with why; gas and electricity change contracts in their own journey,
 * with the terms compared side by side.
 */
export async function serviceToChange(args: StepArgs, journey: "plan" | "product") {
  const portal = args.context.get(portalContext);
  const service = await fromProvider(portal.selectedService());
  if (!service || !capabilitiesOf(service).canChangePlan) {
    portal.session.flash("alert", { type: "warning", message: CANCELLED_PLAN_MESSAGE });
    throw redirect("/home/plan", 303);
  }
  if (journey === "plan" && capabilitiesOf(service).changesEnergyContract) throw redirect("/home/energy-contract", 303);
  return { portal, service };
}

/** "$10.00 a month less": words, not a sign and a bracket (read as "less than now" in a plan's hint). */
function differenceText(cents: number | null): string {
  if (cents === null) return "Not known";
  if (cents === 0) return "No change";
  return `${formatMoney(Math.abs(cents))} a month ${cents > 0 ? "more" : "less"}`;
}

function planHint(plan: Contract, currentPrice: number | null): string {
  const speed = plan.downloadMbps && plan.uploadMbps ? `${plan.downloadMbps}/${plan.uploadMbps} Mbps. ` : "";
  const difference = priceDifferenceCents(currentPrice, plan.monthlyPriceCents);
  const change = difference === null || difference === 0 ? "" : ` ${differenceText(difference)} than now.`;
  return `${speed}${plan.description ?? ""}${change}`.trim();
}

/** A plan as the pages show it, against the current price (cents, or null when not known). */
export const shownPlan = (plan: Contract, currentPrice: number | null) => ({
  code: plan.code,
  name: plan.name,
  price: perMonth(plan.monthlyPriceCents),
  hint: planHint(plan, currentPrice),
  difference: differenceText(priceDifferenceCents(currentPrice, plan.monthlyPriceCents)),
});

/** A product that is posted to the customer (hardware): the journey asks where to. */
export const isPosted = (product: Pick<Product, "productType">) => product.productType.toLowerCase() === "hardware";

/** A product as the pages show it: monthly or one-off, always said. */
export const shownProduct = (product: Product) => ({
  code: product.code,
  name: product.name,
  description: product.description ?? null,
  price: productPriceText(product, ADDED_PRODUCT_CHARGED),
});

/** The service's current plan and its monthly price in cents (the service's own when the lookup has none). */
export async function currentPlanAndPrice(api: ProviderClient, service: Service) {
  const current = await currentPlan(api, service);
  const price = current.ok && current.value ? current.value.monthlyPriceCents : (service.monthlyPriceCents ?? null);
  return { current, price };
}

/** The contract lookup (spec §7 lookup/contracts/…) for a service type. */
function contractLookup(api: ProviderClient, type: string) {
  switch (type.toLowerCase()) {
    case "nbn":
      return api.lookup.nbnContracts;
    case "dsl":
      return api.lookup.dslContracts;
    case "uniti":
      return api.lookup.unitiContracts;
    case "voip":
      return api.lookup.voipContracts;
    case "mobile":
      return api.lookup.mobileContracts;
    case "gas":
      return api.lookup.gasContracts;
    case "electricity":
      return api.lookup.electricityContracts;
    default:
      return null;
  }
}

/** The service's current plan from the contract lookups; null when it has none or it is unknown. */
export async function currentPlan(api: ProviderClient, service: Service): Promise<Outcome<Contract | null>> {
  const lookup = contractLookup(api, service.type);
  if (!lookup || !service.planCode) return { ok: true, value: null };
  const code = service.planCode;
  return attempt(lookup({ codes: [code] }).then(({ contracts }) => contracts.find((c) => c.code === code) ?? null));
}

/** The plans the service may move to, after spec §5's wholesaler rules. */
export async function availablePlans(api: ProviderClient, service: Service): Promise<Outcome<Contract[]>> {
  const request = changesEnergyContract(service)
    ? api.account.changeContractEnergyContracts({ serviceCode: service.code })
    : api.account.changeContractContracts({ serviceCode: service.code });
  return attempt(request.then(({ contracts }) => plansForService(contracts, service, config.wholesaler)));
}

/** Add-on products for the service: its own products plus hardware when the hardware flag is on, as far as they fit it. */
export async function availableProducts(api: ProviderClient, service: Service): Promise<Outcome<Product[]>> {
  const flags = { staticIp: config.FEATURE_STATIC_IP, hardware: config.FEATURE_HARDWARE };
  return attempt(
    Promise.all([
      api.lookup.serviceProducts({ serviceCode: service.code }),
      flags.hardware ? api.lookup.hardwareProducts() : Promise.resolve({ products: [] }),
    ]).then(([own, hardware]) => productsForService([...own.products, ...hardware.products], service, flags)),
  );
}
