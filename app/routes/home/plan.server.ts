// Provider calls of /home/plan, shared by its loader and action.
import { config } from "#server/config.ts";
import type { ProviderClient } from "#server/provider/index.ts";
import type { Contract, Product, Service } from "#server/provider/schemas.ts";
import { changesEnergyContract, plansForService, productsForService } from "#app/domain/plans.ts";
import { attempt, type Outcome } from "#app/lib/provider-outcome.server.ts";

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
