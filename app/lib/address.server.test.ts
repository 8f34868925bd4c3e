import { describe, expect, it, vi } from "vitest";
import type { ManualAddress } from "#app/domain/address.schemas.ts";
import type { ProviderClient } from "#server/provider/index.ts";
import { manualFieldsOf, qualifyManualAddress } from "./address.server.ts";

const items = (...codes: [string, string][]) => ({ items: codes.map(([code, name]) => ({ code, name })) });
const refused = { qualified: false, locationId: null };

/** A provider that knows the lookups and qualifies any address for FTTC (nbn), mobile and electricity. */
function provider() {
  const nbnByAddress = vi.fn(async () => ({
    qualified: true,
    locationId: "LOC000000042",
    technology: "FTTC",
    planContext: 3,
    maxDownloadMbps: 100,
    technicianRequired: false,
  }));
  const api = {
    lookup: {
      unitTypes: async () => items(["U", "Unit"], ["APT", "Apartment"]),
      levelTypes: async () => items(["L", "Level"]),
      streetTypes: async () => items(["ST", "Street"], ["RD", "Road"]),
      locationStates: async () => items(["NSW", "New South Wales"], ["VIC", "Victoria"]),
    },
    qualification: {
      nbnByAddress,
      dslByAddress: async () => refused,
      mobileByAddress: async () => ({ qualified: true, locationId: null }),
      energyByPostCode: async () => ({ electricity: true, gas: false }),
    },
  } as unknown as ProviderClient;
  return { api, nbnByAddress };
}

const typed: ManualAddress = {
  unitType: undefined,
  unitNumber: undefined,
  levelType: undefined,
  levelNumber: undefined,
  lotNumber: undefined,
  streetNumber: "12",
  streetName: "King",
  streetType: "ST",
  suburb: "Newtown",
  state: "NSW",
  postCode: "2042",
};

describe("an address typed in by hand (join online, moving home)", () => {
  it("is qualified, keeps the network's location id and reads as on an envelope", async () => {
    const { api, nbnByAddress } = provider();
    const outcome = await qualifyManualAddress(api, { ...typed, unitType: "APT", unitNumber: "3" });
    expect(outcome).toMatchObject({
      ok: true,
      label: "Apartment 3, 12 King Street, Newtown NSW 2042",
      address: { locationId: "LOC000000042", unitType: "APT", unitNumber: "3", streetName: "King", postCode: "2042" },
      availability: { technology: "FTTC", broadbandType: "nbn", mobile: true, electricity: true, gas: false },
    });
    expect(nbnByAddress).toHaveBeenCalledWith(expect.objectContaining({ locationId: null, streetNumber: "12" }));
  });

  it("refuses codes that are not in the provider's lookups, field by field, without qualifying", async () => {
    const { api, nbnByAddress } = provider();
    const outcome = await qualifyManualAddress(api, { ...typed, streetType: "XX", unitType: "FLAT", unitNumber: "1" });
    expect(outcome).toEqual({
      ok: false,
      fieldErrors: { streetType: ["Select the street type"], unitType: ["Select a unit type from the list"] },
    });
    expect(nbnByAddress).not.toHaveBeenCalled();
  });

  it("comes back to its form with the parts that have a value", () => {
    expect(
      manualFieldsOf({
        locationId: "LOC1",
        unitType: null,
        unitNumber: null,
        levelType: "",
        streetNumber: "12",
        streetName: "King",
        streetType: "ST",
        suburb: "Newtown",
        state: "NSW",
        postCode: "2042",
      }),
    ).toEqual({
      streetNumber: "12",
      streetName: "King",
      streetType: "ST",
      suburb: "Newtown",
      state: "NSW",
      postCode: "2042",
    });
  });
});
