// Life support at an energy address, and a lost or stolen mobile SIM (decision 080): who may ask
// for them, and their words. Pure: screens and components ask here.

/** The equipment a life-support registration names: the list Australian energy retailers use. */
export const LIFE_SUPPORT_EQUIPMENT = [
  { value: "oxygen-concentrator", label: "Oxygen concentrator" },
  { value: "kidney-dialysis", label: "Kidney dialysis machine" },
  { value: "cpap", label: "Chronic positive airways pressure respirator (CPAP)" },
  { value: "crigler-najjar-phototherapy", label: "Crigler-Najjar syndrome phototherapy equipment" },
  { value: "ventilator", label: "Ventilator for life support" },
  {
    value: "other",
    label: "Other equipment",
    hint: "Equipment a registered medical practitioner certifies is needed for life support.",
  },
] as const;

export type LifeSupportEquipmentValue = (typeof LIFE_SUPPORT_EQUIPMENT)[number]["value"];

export const equipmentName = (value: string): string =>
  LIFE_SUPPORT_EQUIPMENT.find((e) => e.value === value)?.label ?? "Life support equipment";

/**
 * National Energy Retail Rules, rule 125: the medical confirmation form gives at least 50 business
 * days to return it. The provider gives the due date; the pages say the rule.
 */
export const MEDICAL_CONFIRMATION_BUSINESS_DAYS = 50;

export const LIFE_SUPPORT_REMOVE_REASONS = [
  { value: "no-longer-needed", label: "No one at the address needs the equipment now" },
  { value: "moved-out", label: "The person who needs it has moved out" },
  { value: "registered-by-mistake", label: "It was registered by mistake" },
] as const;

export const SIM_BLOCK_REASONS = [
  { value: "lost", label: "Lost", hint: "You do not know where it is." },
  { value: "stolen", label: "Stolen", hint: "Tell the police too: your insurer may ask for their report." },
] as const;

type Facts = { type: string; serviceStatus?: string | null };

const active = (service: Facts) => service.serviceStatus === "Active";

/** Life support is registered at the address of an active gas or electricity service. */
export const offersLifeSupport = (service: Facts) =>
  ["electricity", "gas"].includes(service.type.toLowerCase()) && active(service);

/** An active mobile's SIM can be blocked when lost or stolen (a SIM still to activate has none in use). */
export const offersSimBlock = (service: Facts) => service.type.toLowerCase() === "mobile" && active(service);

export const LIFE_SUPPORT_ONLY_ENERGY =
  "Life support is registered for a gas or electricity service. Choose one first.";
export const SIM_BLOCK_ONLY_MOBILE = "Only an active mobile service has a SIM to block. Choose your mobile first.";
