import type { DiagnosticTestType } from "#server/provider/schemas/network.ts";
import type { Contract, Product } from "#server/provider/schemas/plans.ts";

/**
 * The sandbox's fixed product catalogue: plans (with the 12/1, 100/20, 100/40 and FW names
 * that spec §5's wholesaler filtering acts on), products and diagnostic test types.
 */

const plan = (
  code: string,
  name: string,
  serviceType: string,
  monthlyPriceCents: number,
  extra: Partial<Contract> = {},
): Contract => ({
  code,
  name,
  serviceType,
  monthlyPriceCents,
  planContext: null,
  description: null,
  ...TERMS[serviceType],
  ...extra,
});

/** An energy contract's rates and terms (cents; the discount is off usage). */
const energy = (
  usageRateCents: number,
  usageUnit: string,
  dailySupplyCents: number,
  discountPercent: number,
  discountText: string | null,
  termMonths: number,
  earlyExitFeeCents: number,
): Partial<Contract> => ({
  usageRateCents,
  usageUnit,
  dailySupplyCents,
  discountPercent,
  discountText,
  termMonths,
  earlyExitFeeCents,
});

/**
 * Minimum terms: broadband plans have no lock-in except the fastest (12 months, below), VoIP plans
 * run 12 months (VoIP Unlimited 36), mobile none.
 */
const TWELVE_MONTHS = { termMonths: 12, earlyExitFeeCents: 9900 };
const TERMS: Record<string, { termMonths: number; earlyExitFeeCents: number }> = {
  nbn: { termMonths: 0, earlyExitFeeCents: 0 },
  dsl: { termMonths: 0, earlyExitFeeCents: 0 },
  uniti: { termMonths: 0, earlyExitFeeCents: 0 },
  voip: { termMonths: 12, earlyExitFeeCents: 4900 },
  mobile: { termMonths: 0, earlyExitFeeCents: 0 },
};

export const contracts: readonly Contract[] = [
  plan("NBN12-1", "NBN 12/1 Basic", "nbn", 5990, {
    downloadMbps: 12,
    uploadMbps: 1,
    description: "For browsing and email.",
  }),
  plan("NBN25-5", "NBN 25/5 Everyday", "nbn", 6990, {
    downloadMbps: 25,
    uploadMbps: 5,
    description: "For a small household.",
  }),
  plan("NBN50-20", "NBN 50/20 Home Standard", "nbn", 7990, {
    downloadMbps: 50,
    uploadMbps: 20,
    description: "Streaming for the family.",
  }),
  plan("NBN100-20", "NBN 100/20 Home Fast", "nbn", 8990, {
    downloadMbps: 100,
    uploadMbps: 20,
    description: "Fast downloads.",
  }),
  plan("NBN100-40", "NBN 100/40 Home Superfast", "nbn", 9990, {
    downloadMbps: 100,
    uploadMbps: 40,
    description: "Fast both ways.",
  }),
  plan("NBN250-25", "NBN 250/25 Ultrafast", "nbn", 10990, {
    downloadMbps: 250,
    uploadMbps: 25,
    ...TWELVE_MONTHS,
    description: "For heavy users.",
  }),
  // Capped: 200 GB a month, downloads and uploads together (usage alerts at 50 / 80 / 100 %, decision 082).
  plan("NBN50-20-200GB", "NBN 50/20 Capped 200GB", "nbn", 5490, {
    downloadMbps: 50,
    uploadMbps: 20,
    dataAllowanceBytes: 200 * 1024 ** 3,
    description: "200 GB of data a month, for a light user.",
  }),
  plan("NBNFW25-5", "NBN FW 25/5 Rural", "nbn", 6990, {
    downloadMbps: 25,
    uploadMbps: 5,
    planContext: 5,
    description: "Fixed wireless.",
  }),
  plan("NBNFW50-20", "NBN FW 50/20 Rural", "nbn", 7990, {
    downloadMbps: 50,
    uploadMbps: 20,
    planContext: 5,
    description: "Fixed wireless.",
  }),
  plan("NBNFW-PLUS", "NBN FW Plus 75/10", "nbn", 8990, {
    downloadMbps: 75,
    uploadMbps: 10,
    planContext: 5,
    description: "Fixed wireless.",
  }),
  plan("UNITI100-40", "Uniti 100/40", "uniti", 8490, { downloadMbps: 100, uploadMbps: 40 }),
  plan("UNITI1000-50", "Uniti 1000/50", "uniti", 11990, { downloadMbps: 1000, uploadMbps: 50, ...TWELVE_MONTHS }),
  plan("ADSL-UNL", "ADSL2+ Unlimited", "dsl", 6490, { downloadMbps: 24, uploadMbps: 1 }),
  plan("VOIP-PAYG", "VoIP Pay As You Go", "voip", 1000),
  plan("VOIP-UNL", "VoIP Unlimited Local & National", "voip", 2000, { termMonths: 36, earlyExitFeeCents: 15000 }),
  plan("MOB-12GB", "Mobile 12GB", "mobile", 2500),
  plan("MOB-40GB", "Mobile 40GB", "mobile", 3500),
  plan("ELEC-SAVER", "Electricity Home Saver", "electricity", 3300, {
    description: "Daily supply 110c, usage 28c/kWh.",
    ...energy(28, "kWh", 110, 0, null, 12, 5000),
  }),
  plan("ELEC-GREEN", "Electricity Green 100%", "electricity", 3600, {
    description: "100% GreenPower from Australian wind and solar.",
    ...energy(30, "kWh", 105, 5, "5% off usage when you pay on time", 24, 7500),
  }),
  plan("ELEC-FLEX", "Electricity Flex", "electricity", 3500, {
    description: "No lock-in contract.",
    ...energy(31, "kWh", 98, 0, null, 0, 0),
  }),
  plan("GAS-SAVER", "Gas Home Saver", "gas", 2400, {
    description: "Daily supply 80c, usage 3.9c/MJ.",
    ...energy(3.9, "MJ", 80, 0, null, 12, 5000),
  }),
  plan("GAS-FLEX", "Gas Flex", "gas", 2600, {
    description: "No lock-in contract.",
    ...energy(4.2, "MJ", 72, 3, "3% off usage when you pay by direct debit", 0, 0),
  }),
];

export function findContract(code: string): Contract | undefined {
  return contracts.find((c) => c.code === code);
}

export const products: readonly Product[] = [
  {
    code: "STATIC-IP",
    name: "Static IP address",
    productType: "static-ip",
    priceCents: 0,
    monthlyPriceCents: 1000,
    description: "A fixed public IPv4 address.",
  },
  {
    code: "MODEM-AX",
    name: "Wi-Fi 6 modem",
    productType: "hardware",
    priceCents: 19900,
    monthlyPriceCents: 0,
    description: "NBN-ready Wi-Fi 6 modem router.",
    serviceTypes: ["nbn", "uniti"],
  },
  {
    code: "MESH-2PK",
    name: "Mesh Wi-Fi (2 pack)",
    productType: "hardware",
    priceCents: 24900,
    monthlyPriceCents: 0,
    description: "Whole-home coverage.",
  },
  {
    code: "VOIP-ATA",
    name: "VoIP phone adaptor",
    productType: "hardware",
    priceCents: 7900,
    monthlyPriceCents: 0,
    description: "Connects a home phone.",
  },
];

export function findProduct(code: string): Product | undefined {
  return products.find((p) => p.code === code);
}

export const diagnosticTests: readonly DiagnosticTestType[] = [
  {
    testType: "line-state",
    name: "Line state",
    description: "Checks the connection between your premises and the network.",
    durationSeconds: 30,
  },
  {
    testType: "port-reset",
    name: "Port reset",
    description: "Resets your network port. Your connection drops for a minute.",
    durationSeconds: 60,
  },
  {
    testType: "ncd-status",
    name: "Network device status",
    description: "Checks the network connection device at your premises.",
    durationSeconds: 30,
  },
  {
    testType: "speed-profile",
    name: "Speed profile",
    description: "Checks the speed your line is synced at.",
    durationSeconds: 45,
  },
];

export const availablePaymentMethods = [
  { code: "card", name: "Credit or debit card", description: "Visa or Mastercard." },
  { code: "directDebit", name: "Direct debit", description: "From an Australian bank account." },
  { code: "bpay", name: "BPAY", description: "Pay from your bank with the biller code on your invoice." },
];

export const addressLookups: Record<string, { code: string; name: string }[]> = {
  "unit-types": [
    { code: "APT", name: "Apartment" },
    { code: "UNIT", name: "Unit" },
    { code: "FLAT", name: "Flat" },
    { code: "SHOP", name: "Shop" },
    { code: "SE", name: "Suite" },
  ],
  "street-types": [
    { code: "ST", name: "Street" },
    { code: "RD", name: "Road" },
    { code: "AVE", name: "Avenue" },
    { code: "CRES", name: "Crescent" },
    { code: "DR", name: "Drive" },
    { code: "LANE", name: "Lane" },
    { code: "PL", name: "Place" },
    { code: "CT", name: "Court" },
    { code: "HWY", name: "Highway" },
    { code: "MALL", name: "Mall" },
    { code: "PDE", name: "Parade" },
    { code: "RISE", name: "Rise" },
    { code: "TCE", name: "Terrace" },
    { code: "TRK", name: "Track" },
  ],
  "level-types": [
    { code: "L", name: "Level" },
    { code: "FL", name: "Floor" },
    { code: "G", name: "Ground" },
    { code: "B", name: "Basement" },
  ],
  "lot-types": [{ code: "LOT", name: "Lot" }],
  "location-states": [
    { code: "ACT", name: "Australian Capital Territory" },
    { code: "NSW", name: "New South Wales" },
    { code: "NT", name: "Northern Territory" },
    { code: "QLD", name: "Queensland" },
    { code: "SA", name: "South Australia" },
    { code: "TAS", name: "Tasmania" },
    { code: "VIC", name: "Victoria" },
    { code: "WA", name: "Western Australia" },
  ],
};
