// Where a customer takes a complaint we have not resolved (decision 079): the Telecommunications
// Industry Ombudsman for telecommunications, the state's energy ombudsman for gas and electricity,
// and when. Pure: no server imports.
//
// When: the Telecommunications (Consumer Complaints Handling) Industry Standard 2018 (ACMA, "How
// telcos must handle complaints") has a telco resolve a complaint within 15 working days, an urgent
// one within 2; energy retailers answer within 20 business days (Origin's summary of customer
// rights, the ACT's guaranteed service level). Either ombudsman takes a complaint the provider has
// not resolved in that time, or whose answer the customer is not happy with; both are free.

import { stateOfAddress } from "./outages.ts";

export type Ombudsman = {
  /** "Telecommunications Industry Ombudsman" */
  name: string;
  /** "TIO", or null when the body goes by its name */
  short: string | null;
  /** Its own website, where a complaint is made. */
  url: string;
};

export const TIO: Ombudsman = {
  name: "Telecommunications Industry Ombudsman",
  short: "TIO",
  url: "https://www.tio.com.au",
};

/** Each state's and territory's body for energy complaints (its own web address). */
const ENERGY_OMBUDSMEN: Record<string, Ombudsman> = {
  VIC: { name: "Energy and Water Ombudsman Victoria", short: "EWOV", url: "https://www.ewov.com.au" },
  NSW: { name: "Energy and Water Ombudsman NSW", short: "EWON", url: "https://www.ewon.com.au" },
  SA: { name: "Energy and Water Ombudsman SA", short: "EWOSA", url: "https://www.ewosa.com.au" },
  QLD: { name: "Energy and Water Ombudsman Queensland", short: "EWOQ", url: "https://www.ewoq.com.au" },
  WA: {
    name: "Energy and Water Ombudsman Western Australia",
    short: null,
    url: "https://energyandwater.ombudsman.wa.gov.au",
  },
  TAS: { name: "Energy Ombudsman Tasmania", short: null, url: "https://www.energyombudsman.tas.gov.au" },
  ACT: { name: "ACT Civil and Administrative Tribunal", short: "ACAT", url: "https://www.acat.act.gov.au" },
  NT: { name: "Ombudsman NT", short: null, url: "https://www.ombudsman.nt.gov.au" },
};

const ENERGY_TYPES = new Set(["electricity", "gas"]);

/** Business days a complaint has before the customer may go to the ombudsman. */
export const TELECOMMUNICATIONS_RESOLVE_DAYS = 15;
export const ENERGY_RESOLVE_DAYS = 20;

export type OmbudsmanRoute = { ombudsman: Ombudsman; businessDays: number } | null;

/**
 * The ombudsman for a complaint about a service of `serviceType` at `serviceAddress`: the TIO for
 * anything but energy (and for a complaint about no one service), the energy ombudsman of the
 * address's state for gas and electricity. Null for energy at an address whose state is unknown:
 * the page then says to ask us which one.
 */
export function ombudsmanFor(serviceType: string | null | undefined, serviceAddress: string | null | undefined) {
  if (!serviceType || !ENERGY_TYPES.has(serviceType.toLowerCase()))
    return { ombudsman: TIO, businessDays: TELECOMMUNICATIONS_RESOLVE_DAYS } satisfies OmbudsmanRoute;
  const state = stateOfAddress(serviceAddress);
  const ombudsman = state ? ENERGY_OMBUDSMEN[state] : undefined;
  return ombudsman ? ({ ombudsman, businessDays: ENERGY_RESOLVE_DAYS } satisfies OmbudsmanRoute) : null;
}

/** `days` business days (Monday to Friday) after an ISO day; public holidays are not known here. */
export function addBusinessDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date.toISOString().slice(0, 10);
}
