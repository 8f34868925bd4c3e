import type { LocatedAddress } from "#server/provider/schemas/sale.ts";

/**
 * The sandbox's address book: the addresses `superloop/location-search` finds and whose
 * qualification (`service-qualification/*`) follows the address. Every technology, every state
 * and territory, units, levels and lots, addresses with nothing available and energy-only
 * postcodes. README "Join online" lists them for testers.
 */

/** How the address is reached by the nbn (null: not serviceable yet). */
export type NbnTechnology = "FTTP" | "FTTC" | "HFC" | "Fixed Wireless" | "Satellite";

export interface BookEntry {
  address: LocatedAddress;
  nbn: NbnTechnology | null;
  /** ADSL2+ from the exchange (off-nbn areas). */
  dsl: boolean;
  mobile: boolean;
}

/** Plan context (spec §5) and top download speed the nbn offers on each technology. */
export const NBN_TECHNOLOGY: Record<
  NbnTechnology,
  { planContext: number; maxDownloadMbps: number; connectionDays: number; technician: boolean }
> = {
  FTTP: { planContext: 10, maxDownloadMbps: 1000, connectionDays: 5, technician: false },
  FTTC: { planContext: 2, maxDownloadMbps: 100, connectionDays: 10, technician: true },
  HFC: { planContext: 11, maxDownloadMbps: 1000, connectionDays: 7, technician: false },
  "Fixed Wireless": { planContext: 5, maxDownloadMbps: 100, connectionDays: 14, technician: true },
  Satellite: { planContext: 3, maxDownloadMbps: 25, connectionDays: 21, technician: true },
};

type Row = [
  id: string,
  street: string,
  suburb: string,
  state: string,
  postCode: string,
  nbn: NbnTechnology | null,
  dsl?: boolean,
  mobile?: boolean,
  extra?: Partial<LocatedAddress>,
];

// "12 Smith ST": number, name words, street type code.
const rows: Row[] = [
  // NSW
  ["LOC000000001", "1 Harbour ST", "Sydney", "NSW", "2000", "FTTP"],
  ["LOC000000002", "12 King ST", "Newtown", "NSW", "2042", "FTTC"],
  [
    "LOC000000003",
    "3 Pacific HWY",
    "Chatswood",
    "NSW",
    "2067",
    "HFC",
    false,
    true,
    { unitType: "UNIT", unitNumber: "7" },
  ],
  [
    "LOC000000004",
    "100 George ST",
    "Parramatta",
    "NSW",
    "2150",
    "FTTP",
    false,
    true,
    { levelType: "L", levelNumber: "2", unitType: "SE", unitNumber: "204" },
  ],
  ["LOC000000005", "45 Wattle RD", "Moree", "NSW", "2400", "Fixed Wireless"],
  ["LOC000000006", "8 Mitchell HWY", "Bourke", "NSW", "2840", "Satellite"],
  ["LOC000000007", "27 Exchange PL", "Wagga Wagga", "NSW", "2650", null, true],
  ["LOC000000008", "14 Ferntree RISE", "Box Hill", "NSW", "2765", null, false, false, { lotNumber: "14" }],
  // VIC
  [
    "LOC000000009",
    "10 Collins ST",
    "Melbourne",
    "VIC",
    "3000",
    "FTTP",
    false,
    true,
    { unitType: "APT", unitNumber: "1203" },
  ],
  ["LOC000000010", "22 Chapel ST", "Windsor", "VIC", "3181", "HFC"],
  ["LOC000000011", "5 Sturt ST", "Ballarat", "VIC", "3350", "FTTC"],
  ["LOC000000012", "61 Calder HWY", "Bendigo", "VIC", "3550", "Fixed Wireless"],
  ["LOC000000013", "2 Omeo HWY", "Omeo", "VIC", "3898", "Satellite"],
  ["LOC000000014", "9 Station ST", "Warrnambool", "VIC", "3280", null, true],
  ["LOC000000015", "3 Ferntree RISE", "Clyde North", "VIC", "3978", null, false, false, { lotNumber: "3" }],
  // QLD
  [
    "LOC000000016",
    "200 Queen ST",
    "Brisbane City",
    "QLD",
    "4000",
    "FTTP",
    false,
    true,
    { levelType: "L", levelNumber: "5" },
  ],
  [
    "LOC000000017",
    "18 Cavill AVE",
    "Surfers Paradise",
    "QLD",
    "4217",
    "HFC",
    false,
    true,
    { unitType: "UNIT", unitNumber: "12" },
  ],
  ["LOC000000018", "7 Flinders ST", "Townsville City", "QLD", "4810", "FTTC"],
  ["LOC000000019", "33 Bruce HWY", "Gympie", "QLD", "4570", "Fixed Wireless"],
  ["LOC000000020", "1 Burke Developmental RD", "Normanton", "QLD", "4890", "Satellite"],
  ["LOC000000021", "4 Mine RD", "Mount Isa", "QLD", "4825", null, true],
  // WA
  [
    "LOC000000022",
    "50 St Georges TCE",
    "Perth",
    "WA",
    "6000",
    "FTTP",
    false,
    true,
    { unitType: "APT", unitNumber: "31" },
  ],
  ["LOC000000023", "15 Marine PDE", "Cottesloe", "WA", "6011", "HFC"],
  ["LOC000000024", "6 Austin ST", "Geraldton", "WA", "6530", "Fixed Wireless"],
  ["LOC000000025", "2 Great Northern HWY", "Halls Creek", "WA", "6770", "Satellite"],
  ["LOC000000026", "11 Hannan ST", "Kalgoorlie", "WA", "6430", null, true],
  ["LOC000000027", "40 Outback TRK", "Warburton", "WA", "6431", null, false, false, { lotNumber: "40" }],
  // SA
  ["LOC000000028", "25 Rundle MALL", "Adelaide", "SA", "5000", "FTTP"],
  ["LOC000000029", "9 Jetty RD", "Glenelg", "SA", "5045", "FTTC", false, true, { unitType: "FLAT", unitNumber: "2" }],
  ["LOC000000030", "70 Murray ST", "Gawler", "SA", "5118", "Fixed Wireless"],
  ["LOC000000031", "1 Stuart HWY", "Coober Pedy", "SA", "5723", "Satellite"],
  ["LOC000000032", "12 Vineyard RD", "Mount Barker", "SA", "5251", null, false, false, { lotNumber: "12" }],
  // TAS
  ["LOC000000033", "30 Elizabeth ST", "Hobart", "TAS", "7000", "FTTP"],
  ["LOC000000034", "16 Brisbane ST", "Launceston", "TAS", "7250", "FTTC"],
  ["LOC000000035", "4 Main RD", "Huonville", "TAS", "7109", "Fixed Wireless"],
  ["LOC000000036", "8 Lyell HWY", "Queenstown", "TAS", "7467", "Satellite"],
  // ACT
  [
    "LOC000000037",
    "1 Northbourne AVE",
    "Braddon",
    "ACT",
    "2612",
    "FTTP",
    false,
    true,
    { unitType: "UNIT", unitNumber: "5" },
  ],
  ["LOC000000038", "19 Anketell ST", "Greenway", "ACT", "2900", "HFC"],
  ["LOC000000039", "3 Jerrabomberra AVE", "Hume", "ACT", "2620", null, false, false, { lotNumber: "3" }],
  // NT
  [
    "LOC000000040",
    "21 Smith ST",
    "Darwin City",
    "NT",
    "0800",
    "FTTP",
    false,
    true,
    { levelType: "L", levelNumber: "3" },
  ],
  ["LOC000000041", "6 Todd ST", "Alice Springs", "NT", "0870", "Fixed Wireless"],
  ["LOC000000042", "2 Stuart HWY", "Tennant Creek", "NT", "0860", "Satellite"],
  ["LOC000000043", "5 Station RD", "Yulara", "NT", "0872", null, false, false, { lotNumber: "5" }],
];

export const addressBook: readonly BookEntry[] = rows.map(
  ([id, street, suburb, state, postCode, nbn, dsl = false, mobile, extra = {}]) => {
    const words = street.split(" ");
    const streetNumber = words[0]!;
    const streetType = words[words.length - 1]!;
    const streetName = words.slice(1, -1).join(" ");
    return {
      address: {
        locationId: id,
        unitType: null,
        unitNumber: null,
        levelType: null,
        levelNumber: null,
        lotNumber: null,
        ...extra,
        streetNumber: extra.lotNumber ? "" : streetNumber,
        streetName,
        streetType,
        suburb,
        state,
        postCode,
      },
      nbn,
      dsl,
      // Mobile coverage wherever there is a fixed service, unless said otherwise.
      mobile: mobile ?? (nbn !== null || dsl),
    };
  },
);

/**
 * Energy retail by postcode: electricity in NSW, VIC, QLD (south-east), SA and the ACT; gas in
 * NSW, VIC, SA and the ACT. WA, TAS and the NT have no retail energy offer from us.
 */
export function energyAt(postCode: string): { electricity: boolean; gas: boolean } {
  const n = Number(postCode);
  const act = (n >= 2600 && n <= 2620) || (n >= 2900 && n <= 2920);
  const nsw = !act && n >= 2000 && n <= 2999;
  const vic = n >= 3000 && n <= 3999;
  const qldSouthEast = n >= 4000 && n <= 4299;
  const sa = n >= 5000 && n <= 5799;
  return { electricity: act || nsw || vic || qldSouthEast || sa, gas: act || nsw || vic || sa };
}
