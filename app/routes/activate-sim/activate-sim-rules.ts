// The SIM activation's identity documents and age rule (no zod: the page components use them too).

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

/** Why a document number cannot be right for its type, or null. */
export function idNumberProblem(type: IdType, number: string): string | null {
  const document = ID_TYPES.find((t) => t.value === type);
  if (!document || ID_FORMATS[type].test(number)) return null;
  return `Enter the number as it is on your ${document.label.replace(/^Australian /, "")}: ${document.example}`;
}

/** 18 or over on `today` (both YYYY-MM-DD). */
export function isAdult(dateOfBirth: string, today: string): boolean {
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0) >= 18;
}

/** "Driver licence ending 5678": the document as the check step shows it (never the whole number). */
export function idDocumentShown(type: IdType, number: string): string {
  const label = ID_TYPES.find((t) => t.value === type)?.label ?? type;
  return `${label} ending ${number.slice(-4)}`;
}
