// Provider calls about an address, for any screen that asks for one (/signup, moving home):
// search, the manual-entry lookups, and what the address qualifies for. Calls run in parallel.
import type { ProviderClient } from "#server/provider/index.ts";
import { type AddressLookups, formatAddress, type LocatedAddress } from "#app/domain/address.ts";
import { addressSearchSchema, type ManualAddress, type ManualAddressFields } from "#app/domain/address.schemas.ts";
import { attempt } from "./provider-outcome.server.ts";

export interface AddressMatch {
  locationId: string;
  label: string;
  address: LocatedAddress;
}

/** location-search: up to 10 matches, best first. */
async function findAddresses(api: ProviderClient, query: string): Promise<AddressMatch[]> {
  const { results } = await api.wholesale.locationSearch({ query });
  return results;
}

/** The lookups a manual address is typed with (spec §3: unit, level and street types, states), in parallel. */
export async function addressLookups(api: ProviderClient): Promise<AddressLookups> {
  const [unitTypes, levelTypes, streetTypes, states] = await Promise.all([
    api.lookup.unitTypes(),
    api.lookup.levelTypes(),
    api.lookup.streetTypes(),
    api.lookup.locationStates(),
  ]);
  return {
    unitTypes: unitTypes.items,
    levelTypes: levelTypes.items,
    streetTypes: streetTypes.items,
    states: states.items,
  };
}

/** Which lookup codes of a manual address are not in the lists (field → message). */
function unknownCodes(a: ManualAddress, lookups: AddressLookups): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const has = (list: AddressLookups["unitTypes"], code: string | undefined) =>
    !code || list.some((item) => item.code === code);
  if (!has(lookups.unitTypes, a.unitType)) errors.unitType = ["Select a unit type from the list"];
  if (!has(lookups.levelTypes, a.levelType)) errors.levelType = ["Select a level type from the list"];
  if (!has(lookups.streetTypes, a.streetType)) errors.streetType = ["Select the street type"];
  if (!has(lookups.states, a.state)) errors.state = ["Select the state or territory"];
  return errors;
}

/** A manual address in the provider's shape (no location id: qualification finds it by its parts). */
function locatedFromManual(a: ManualAddress): LocatedAddress {
  return {
    locationId: null,
    unitType: a.unitType ?? null,
    unitNumber: a.unitNumber ?? null,
    levelType: a.levelType ?? null,
    levelNumber: a.levelNumber ?? null,
    lotNumber: a.lotNumber ?? null,
    streetNumber: a.streetNumber ?? "",
    streetName: a.streetName,
    streetType: a.streetType,
    suburb: a.suburb,
    state: a.state,
    postCode: a.postCode,
  };
}

export interface Availability {
  /** The network's id of the address (from the nbn or DSL answer), when it is on the network. */
  locationId: string | null;
  /** The broadband technology: "FTTP", "FTTC", "HFC", "Fixed Wireless", "Satellite", "ADSL2+"; null when none. */
  technology: string | null;
  /** "nbn" or "dsl": the plans' service type. */
  broadbandType: "nbn" | "dsl" | null;
  planContext: number | null;
  maxDownloadMbps: number | null;
  technicianRequired: boolean;
  mobile: boolean;
  electricity: boolean;
  gas: boolean;
}

/** What an address qualifies for: nbn, DSL and mobile by address and energy by postcode, all at once. */
export async function qualifyAddress(api: ProviderClient, address: LocatedAddress): Promise<Availability> {
  const [nbn, dsl, mobile, energy] = await Promise.all([
    api.qualification.nbnByAddress(address),
    api.qualification.dslByAddress(address),
    api.qualification.mobileByAddress(address),
    api.qualification.energyByPostCode({ postCode: address.postCode }),
  ]);
  const broadband = nbn.qualified ? nbn : dsl.qualified ? dsl : null;
  return {
    locationId: nbn.locationId ?? dsl.locationId ?? mobile.locationId ?? address.locationId ?? null,
    technology: broadband?.technology ?? null,
    broadbandType: nbn.qualified ? "nbn" : dsl.qualified ? "dsl" : null,
    planContext: broadband?.planContext ?? null,
    maxDownloadMbps: broadband?.maxDownloadMbps ?? null,
    technicianRequired: broadband?.technicianRequired ?? false,
    mobile: mobile.qualified,
    electricity: energy.electricity,
    gas: energy.gas,
  };
}

export type ManualAddressOutcome =
  | { ok: false; fieldErrors: Record<string, string[]> }
  | { ok: true; address: LocatedAddress; label: string; availability: Availability };

/**
 * An address typed in by hand (join online, moving home): its codes checked against the
 * provider's lookups (an unknown one is a field error), then qualified; the address keeps the
 * network's location id that qualification found, and reads as on an envelope.
 */
export async function qualifyManualAddress(api: ProviderClient, typed: ManualAddress): Promise<ManualAddressOutcome> {
  const lookups = await addressLookups(api);
  const fieldErrors = unknownCodes(typed, lookups);
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
  const address = locatedFromManual(typed);
  const availability = await qualifyAddress(api, address);
  return {
    ok: true,
    address: { ...address, locationId: availability.locationId },
    label: formatAddress(address, lookups),
    availability,
  };
}

/** A typed address back in its form's fields (to change it): the parts that have a value. */
export function manualFieldsOf(address: LocatedAddress): ManualAddressFields {
  return Object.fromEntries(
    Object.entries(address).filter(([key, value]) => key !== "locationId" && value),
  ) as ManualAddressFields;
}

/**
 * What an address step shows for its URL (`?address=`): nothing asked yet, words that cannot be
 * searched (status 400), or the matches — or, when the search failed, why. `beforeSearch` runs
 * only when a search is made (the join journey counts it against its per-IP limit).
 */
export async function searchedAddresses(
  url: URL,
  api: ProviderClient,
  beforeSearch: () => Promise<void> = async () => {},
) {
  const raw = url.searchParams.get("address");
  const none = { searchErrors: null, matches: null, failure: null };
  if (raw === null) return { status: 200, query: "", ...none };
  const search = addressSearchSchema.safeParse({ address: raw });
  if (!search.success) {
    return { ...none, status: 400, query: raw, searchErrors: search.error.issues.map((i) => i.message) };
  }
  await beforeSearch();
  const found = await attempt(findAddresses(api, search.data.address));
  return {
    status: 200,
    query: search.data.address,
    searchErrors: null,
    matches: found.ok ? found.value.map((m) => ({ locationId: m.locationId, label: m.label })) : null,
    failure: found.ok ? null : found.message,
  };
}

/**
 * The posted choice, found again with the provider from the URL's search: a posted location id is
 * only an answer to pick from. Null when it is not among the matches; undefined when the URL has
 * no search to pick from. Provider failures are thrown.
 */
export async function chosenMatch(
  api: ProviderClient,
  url: URL,
  locationId: string,
): Promise<AddressMatch | null | undefined> {
  const query = addressSearchSchema.safeParse({ address: url.searchParams.get("address") ?? "" });
  if (!query.success) return undefined;
  return (await findAddresses(api, query.data.address)).find((m) => m.locationId === locationId) ?? null;
}
