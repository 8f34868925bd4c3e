// Addresses as the provider's location-search and qualification use them: how one reads, what
// an access technology means, and the lookups for a manual address. Pure: no server imports.
// Shared by the join journey (/signup) and moving home.

/**
 * An address as location-search finds it and qualification takes it (the provider's shape:
 * spec §3's fields, the lookups' unit, level and lot parts, and the network's location id).
 */
export interface LocatedAddress {
  locationId?: string | null;
  unitType?: string | null;
  unitNumber?: string | null;
  levelType?: string | null;
  levelNumber?: string | null;
  lotNumber?: string | null;
  streetNumber: string;
  streetName: string;
  streetType: string;
  suburb: string;
  state: string;
  postCode: string;
}

/** A lookup list entry (lookup/address/unit-types, level-types, street-types, location-states). */
export interface CodeName {
  code: string;
  name: string;
}

export interface AddressLookups {
  unitTypes: readonly CodeName[];
  levelTypes: readonly CodeName[];
  streetTypes: readonly CodeName[];
  states: readonly CodeName[];
}

const nameOf = (list: readonly CodeName[] | undefined, code: string | null | undefined, fallback: string) =>
  code ? (list?.find((item) => item.code.toUpperCase() === code.toUpperCase())?.name ?? code) : fallback;

/**
 * One line, as on an envelope: "Level 2, Suite 204, 100 George Street, Parramatta NSW 2150";
 * "Lot 14 Ferntree Rise, Box Hill NSW 2765". Codes are read with the lookups when given.
 */
export function formatAddress(a: LocatedAddress, lookups?: Partial<AddressLookups>): string {
  const parts: string[] = [];
  if (a.levelNumber) parts.push(`${nameOf(lookups?.levelTypes, a.levelType, "Level")} ${a.levelNumber}`);
  if (a.unitNumber) parts.push(`${nameOf(lookups?.unitTypes, a.unitType, "Unit")} ${a.unitNumber}`);
  const street = `${a.streetName} ${nameOf(lookups?.streetTypes, a.streetType, "")}`.trim();
  parts.push(a.lotNumber ? `Lot ${a.lotNumber} ${street}` : `${a.streetNumber} ${street}`.trim());
  return `${parts.join(", ")}, ${a.suburb} ${a.state.toUpperCase()} ${a.postCode}`;
}

/** The access technologies the provider names, in words, with what each means for the customer. */
const TECHNOLOGIES: Record<string, { name: string; meaning: string }> = {
  FTTP: {
    name: "Fibre to the premises (FTTP)",
    meaning:
      "Fibre runs all the way into your home: the fastest and most reliable connection, with every speed on offer.",
  },
  FTTC: {
    name: "Fibre to the curb (FTTC)",
    meaning:
      "Fibre runs to a small box in the street and your existing phone line covers the last few metres. Speeds up to 100 Mbps.",
  },
  HFC: {
    name: "Hybrid fibre coaxial (HFC)",
    meaning:
      "Your home connects through the cable TV (coaxial) line in your street. Fast speeds; busy evenings can be a little slower.",
  },
  "Fixed Wireless": {
    name: "Fixed Wireless",
    meaning: "An antenna on your roof talks by radio to a nearby tower. Only fixed wireless plans work on it.",
  },
  Satellite: {
    name: "Satellite",
    meaning:
      "A dish on your roof connects through a satellite, for remote areas. Speeds up to 25 Mbps; expect some delay on calls and games.",
  },
  "ADSL2+": {
    name: "ADSL (DSL)",
    meaning:
      "Broadband over your copper phone line from the local exchange. Speeds up to 24 Mbps, lower further from the exchange.",
  },
};

/** The words for a technology code; an unknown code is shown as it is. */
export function technologyText(code: string): { name: string; meaning: string } {
  return TECHNOLOGIES[code] ?? { name: code, meaning: "" };
}

/** Australian postcodes are four digits; states by their codes. */
export const POSTCODE_PATTERN = /^\d{4}$/;
export const STATE_CODES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
