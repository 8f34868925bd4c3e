// What the join journey offers at an address: the broadband plans the technology allows (the
// plan-change rules of app/domain/plans.ts), add-ons the brand sells (FEATURE_HARDWARE,
// FEATURE_VOIP), and mobile and energy where the address qualifies. Calls run in parallel.
import { config } from "#server/config.ts";
import { plansForAddress, productsForService } from "#app/domain/plans.ts";
import type { Availability } from "#app/lib/address.server.ts";
import type { Contract, Product, ProviderClient } from "#server/provider/index.ts";

export interface Offer {
  plans: Contract[];
  hardware: Product[];
  voip: Contract[];
  /** Other services the address qualifies for (sold by phone). */
  others: { kind: "Mobile" | "Electricity" | "Gas"; plans: Contract[] }[];
}

const none = Promise.resolve({ contracts: [] as Contract[] });

export async function offerFor(api: ProviderClient, availability: Availability): Promise<Offer> {
  const type = availability.broadbandType;
  const broadband = type === "nbn" ? api.lookup.nbnContracts() : type === "dsl" ? api.lookup.dslContracts() : none;
  const [plans, hardware, voip, mobile, electricity, gas] = await Promise.all([
    broadband,
    type && config.FEATURE_HARDWARE ? api.lookup.hardwareProducts() : Promise.resolve({ products: [] as Product[] }),
    type && config.FEATURE_VOIP ? api.lookup.voipContracts() : none,
    availability.mobile ? api.lookup.mobileContracts() : none,
    availability.electricity ? api.lookup.electricityContracts() : none,
    availability.gas ? api.lookup.gasContracts() : none,
  ]);
  const others: Offer["others"] = [];
  if (mobile.contracts.length) others.push({ kind: "Mobile", plans: mobile.contracts });
  if (electricity.contracts.length) others.push({ kind: "Electricity", plans: electricity.contracts });
  if (gas.contracts.length) others.push({ kind: "Gas", plans: gas.contracts });
  return {
    plans: plansForAddress(plans.contracts, availability, config.wholesaler),
    hardware: type
      ? productsForService(hardware.products, { type }, { hardware: config.FEATURE_HARDWARE, staticIp: false })
      : [],
    voip: voip.contracts,
    others,
  };
}
