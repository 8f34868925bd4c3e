import { z } from "zod";
import type { LocatedAddress } from "#server/provider/schemas/sale.ts";
import { type BookEntry, addressBook } from "#sandbox/address-book.ts";
import { addressLookups } from "#sandbox/catalogue.ts";
import type { HandlerMap } from "#sandbox/context.ts";
import { fail, ok, parseBody, requireQuery } from "#sandbox/context.ts";

/**
 * Finding an address: location-search over the address book (every word of the query starts a
 * word of the address), an address's label, and the book's entry for an address someone typed.
 */

const streetTypeName = (code: string) =>
  addressLookups["street-types"]!.find((t) => t.code === code.toUpperCase())?.name ?? code;
const lookupName = (list: string, code: string | null | undefined) =>
  code ? (addressLookups[list]!.find((t) => t.code === code.toUpperCase())?.name ?? code) : "";

/** "Unit 7, 3 Pacific Highway, Chatswood NSW 2067" (the label location-search answers). */
export function addressLabel(a: LocatedAddress): string {
  const parts: string[] = [];
  if (a.levelNumber) parts.push(`${lookupName("level-types", a.levelType) || "Level"} ${a.levelNumber}`);
  if (a.unitNumber) parts.push(`${lookupName("unit-types", a.unitType) || "Unit"} ${a.unitNumber}`);
  const street = `${a.streetName} ${streetTypeName(a.streetType)}`;
  parts.push(a.lotNumber ? `Lot ${a.lotNumber} ${street}` : `${a.streetNumber} ${street}`);
  return `${parts.join(", ")}, ${a.suburb} ${a.state} ${a.postCode}`;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function searchWords(entry: BookEntry): string[] {
  const a = entry.address;
  return [...words(addressLabel(a)), a.streetType.toLowerCase(), ...(a.unitType ? [a.unitType.toLowerCase()] : [])];
}

/** Every word of the query starts a word of the address ("12 king st newt" finds 12 King Street, Newtown). */
export function searchAddressBook(query: string, limit = 10): BookEntry[] {
  const wanted = words(query);
  if (!wanted.length) return [];
  return addressBook
    .map((entry) => {
      const have = searchWords(entry);
      let score = 0;
      for (const w of wanted) {
        if (have.includes(w)) score += 2;
        else if (have.some((h) => h.startsWith(w))) score += 1;
        else return null;
      }
      return { entry, score };
    })
    .filter((m): m is { entry: BookEntry; score: number } => m !== null)
    .sort((x, y) => y.score - x.score || addressLabel(x.entry.address).localeCompare(addressLabel(y.entry.address)))
    .slice(0, limit)
    .map((m) => m.entry);
}

const same = (x: string | null | undefined, y: string | null | undefined) =>
  (x ?? "").trim().toLowerCase() === (y ?? "").trim().toLowerCase();

/** The book's entry for an address: by its location id, else by its parts (a manual entry). */
export function findAddress(a: LocatedAddress): BookEntry | undefined {
  if (a.locationId) return addressBook.find((e) => e.address.locationId === a.locationId);
  return addressBook.find((e) => {
    const b = e.address;
    return (
      same(b.streetName, a.streetName) &&
      same(b.streetType, a.streetType) &&
      same(b.suburb, a.suburb) &&
      same(b.state, a.state) &&
      same(b.postCode, a.postCode) &&
      same(b.unitNumber, a.unitNumber) &&
      (b.lotNumber
        ? same(b.lotNumber, a.lotNumber) || same(b.lotNumber, a.streetNumber)
        : same(b.streetNumber, a.streetNumber))
    );
  });
}

export const locationHandlers: Pick<NonNullable<HandlerMap["wholesale"]>, "locationSearch" | "serviceQualification"> = {
  locationSearch(ctx) {
    const query = requireQuery(ctx, "query");
    if (query.length < 3) fail(400, "Invalid request: query must be at least 3 characters");
    if (query.length > 120) fail(400, "Invalid request: query must be at most 120 characters");
    return ok({
      results: searchAddressBook(query).map((e) => ({
        locationId: e.address.locationId,
        label: addressLabel(e.address),
        address: e.address,
      })),
    });
  },
  serviceQualification(ctx) {
    const body = parseBody(z.object({ locationId: z.string().trim().min(1, "is required").max(40) }), ctx.body);
    const entry = addressBook.find((e) => e.address.locationId === body.locationId);
    if (!entry) fail(404, "Location not found");
    return ok({ locationId: body.locationId, technology: entry.nbn, serviceable: entry.nbn !== null });
  },
};
