// The identity documents a customer may prove who they are with (SIM activation), the form of
// each one's number, and how a document is shown back: the one place for them. Pure, so the
// pages (the choice of document, the check step) and the schemas ask here.

export const ID_TYPES = [
  { value: "driver-licence", label: "Australian driver licence", example: "4 to 10 letters or numbers, like 12345678" },
  { value: "passport", label: "Australian passport", example: "1 or 2 letters then 7 numbers, like PA1234567" },
  { value: "medicare", label: "Medicare card", example: "10 numbers, like 2123 45670 1" },
] as const;
export type IdType = (typeof ID_TYPES)[number]["value"];

const ID_FORMATS: Record<IdType, RegExp> = {
  "driver-licence": /^[A-Z0-9]{4,10}$/,
  passport: /^[A-Z]{1,2}\d{7}$/,
  medicare: /^\d{10}$/,
};

/** A document number as typed, compared as printed: spaces removed, letters in capitals ('pa 123 4567' → 'PA1234567'). */
export function normaliseIdNumber(value: string): string {
  return value.replace(/\s/g, "").toUpperCase();
}

/** Why a (normalised) document number cannot be right for its type, or null. */
export function idNumberProblem(type: IdType, number: string): string | null {
  const document = ID_TYPES.find((t) => t.value === type);
  if (!document || ID_FORMATS[type].test(number)) return null;
  return `Enter the number as it is on your ${document.label.replace(/^Australian /, "")}: ${document.example}`;
}

/** "Australian driver licence ending 5678": the document as the check step shows it (never the whole number). */
export function idDocumentShown(type: IdType, number: string): string {
  const label = ID_TYPES.find((t) => t.value === type)?.label ?? type;
  return `${label} ending ${number.slice(-4)}`;
}
