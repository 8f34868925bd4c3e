import type { Service } from "#server/provider/schemas/services.ts";
import type { HandlerMap } from "#sandbox/context.ts";
import { fail, ok } from "#sandbox/context.ts";
import type { AccountRecord } from "#sandbox/records.ts";
import { requireStaff } from "#sandbox/staff-principal.ts";
import type { Store } from "#sandbox/store.ts";
import { normalizePhone } from "#sandbox/util.ts";

/**
 * GET management/customers/search?q= (extension, staff only): the accounts a support desk's one
 * search box finds, by account code, name, email, mobile (in any spacing, +61 or 0), service code
 * or AVC id. At most SEARCH_RESULTS_MAX, exact matches first; `more` says there were others.
 */

export const SEARCH_RESULTS_MAX = 20;
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;

export type MatchedOn = "accountCode" | "name" | "email" | "mobile" | "serviceCode" | "avcId";

export interface CustomerMatch {
  accountCode: string;
  name: string;
  email: string;
  phoneMobile: string | null;
  status: string;
  matchedOn: MatchedOn[];
  services: {
    id: number;
    code: string;
    type: string;
    serviceStatus: string;
    phoneNumber: string | null;
    address: string | null;
    planName: string | null;
    cancellationDate: string | null;
  }[];
}

/** A mobile typed any way: digits with spaces, dashes, brackets or a leading +. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;
/** Fewer digits than this would match half the book. */
const PHONE_DIGITS_MIN = 6;

export function searchCustomers(store: Store, query: string): { customers: CustomerMatch[]; more: boolean } {
  const q = query.trim().replace(/\s+/g, " ");
  if (q.length < SEARCH_QUERY_MIN || q.length > SEARCH_QUERY_MAX)
    fail(400, `Invalid request: q must be ${SEARCH_QUERY_MIN} to ${SEARCH_QUERY_MAX} characters`);
  const lower = q.toLowerCase();
  const code = q.replace(/\s/g, "").toUpperCase();
  const digits = PHONE_LIKE.test(q) ? normalizePhone(q) : "";

  const servicesByAccount = new Map<string, Service[]>();
  for (const row of store.list<Service>("services")) {
    if (!row.accountCode) continue;
    servicesByAccount.set(row.accountCode, [...(servicesByAccount.get(row.accountCode) ?? []), row.data]);
  }

  const found: { match: CustomerMatch; exact: boolean }[] = [];
  for (const row of store.list<AccountRecord>("accounts")) {
    const accountCode = row.accountCode;
    if (!accountCode) continue;
    const { profile } = row.data;
    const services = servicesByAccount.get(accountCode) ?? [];
    const name = `${profile.firstName} ${profile.lastName}`.trim();
    const emails = [profile.email, ...profile.contacts.map((c) => c.email ?? "")]
      .filter(Boolean)
      .map((e) => e.toLowerCase());
    const mobiles = profile.contacts.map((c) => (c.phoneMobile ? normalizePhone(c.phoneMobile) : "")).filter(Boolean);

    const matchedOn: MatchedOn[] = [];
    let exact = false;
    if (accountCode.toUpperCase() === code) {
      matchedOn.push("accountCode");
      exact = true;
    }
    if (name.toLowerCase().includes(lower)) matchedOn.push("name");
    if (emails.some((e) => e.includes(lower))) {
      matchedOn.push("email");
      exact ||= emails.includes(lower);
    }
    if (digits.length >= PHONE_DIGITS_MIN && mobiles.some((m) => m.includes(digits))) {
      matchedOn.push("mobile");
      exact ||= mobiles.includes(digits);
    }
    if (services.some((s) => s.code.toUpperCase() === code)) {
      matchedOn.push("serviceCode");
      exact = true;
    }
    if (services.some((s) => s.avcId?.toUpperCase() === code)) {
      matchedOn.push("avcId");
      exact = true;
    }
    if (matchedOn.length === 0) continue;
    found.push({
      exact,
      match: {
        accountCode,
        name,
        email: profile.email,
        phoneMobile: profile.contacts[0]?.phoneMobile ?? null,
        status: row.data.status,
        matchedOn,
        services: services.map((s) => ({
          id: s.id,
          code: s.code,
          type: s.type,
          serviceStatus: s.serviceStatus,
          phoneNumber: s.phoneNumber ?? null,
          address: s.address ?? null,
          planName: s.planName ?? null,
          cancellationDate: s.cancellationDate ?? null,
        })),
      },
    });
  }
  found.sort((a, b) => Number(b.exact) - Number(a.exact) || a.match.accountCode.localeCompare(b.match.accountCode));
  return {
    customers: found.slice(0, SEARCH_RESULTS_MAX).map((f) => f.match),
    more: found.length > SEARCH_RESULTS_MAX,
  };
}

export const customerSearchHandlers: NonNullable<HandlerMap["management"]> = {
  customerSearch(ctx) {
    requireStaff(ctx);
    return ok(searchCustomers(ctx.sb.store, ctx.query.get("q") ?? ""));
  },
};
