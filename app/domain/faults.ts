// What a fault report may be about, per kind of service: broadband asks about speed, dropouts and
// hardware; mobile about the SIM, data and roaming; energy about the meter and the contract.
// Pure: no server imports, so pages may use it too.
import type { ServiceKind } from "./services.ts";

export interface FaultCategory {
  value: string;
  label: string;
}

const SOMETHING_ELSE: FaultCategory = { value: "other", label: "Something else" };

const CATEGORIES: Record<ServiceKind, readonly FaultCategory[]> = {
  broadband: [
    { value: "no-connection", label: "No connection at all" },
    { value: "slow", label: "Slow speeds" },
    { value: "dropouts", label: "The connection keeps dropping out" },
    { value: "hardware", label: "My modem or other equipment" },
    SOMETHING_ELSE,
  ],
  mobile: [
    { value: "no-service", label: "No mobile coverage, or calls and texts do not work" },
    { value: "sim", label: "My SIM card" },
    { value: "data", label: "Mobile data does not work" },
    { value: "roaming", label: "Roaming overseas" },
    SOMETHING_ELSE,
  ],
  energy: [
    { value: "meter", label: "My meter, or a meter reading that looks wrong" },
    { value: "contract", label: "My energy contract or its rates" },
    SOMETHING_ELSE,
  ],
  // VoIP faults are not reported online (spec §2); an unknown kind gets the general choice only.
  voip: [SOMETHING_ELSE],
  other: [SOMETHING_ELSE],
};

/** The fault categories offered for a kind of service, in the order shown. */
export function faultCategoriesFor(kind: ServiceKind): readonly FaultCategory[] {
  return CATEGORIES[kind];
}

/** The label of a category value of any kind ("Slow speeds"), or undefined for an unknown value. */
export function faultCategoryLabel(value: string): string | undefined {
  for (const list of Object.values(CATEGORIES)) {
    const found = list.find((category) => category.value === value);
    if (found) return found.label;
  }
  return undefined;
}
