import { z } from "zod";

/**
 * Shapes of the staff side's provider calls (docs/decisions/071), all extensions of the API: the
 * customer search, the account's access log, and the body of a staff view's read-only token.
 * As in ./schemas.ts, unknown extra fields are dropped and optional fields accept null.
 */

export const staffRole = z.enum(["agent", "supervisor", "admin"]);
export type StaffRole = z.infer<typeof staffRole>;

/** (extension) GET management/customers/search?q= — staff only; at most 20, exact matches first. */
export const customerSearchResponse = z.object({
  customers: z.array(
    z.object({
      accountCode: z.string(),
      name: z.string(),
      email: z.string(),
      phoneMobile: z.string().nullish(),
      status: z.string(),
      /** What the query matched: accountCode, name, email, mobile, serviceCode, avcId (others may come). */
      matchedOn: z.array(z.string()),
      services: z.array(
        z.object({
          id: z.number().int(),
          code: z.string(),
          type: z.string(),
          serviceStatus: z.string(),
          /** What names the service as its customer knows it (decision 082): its number, address and plan. */
          phoneNumber: z.string().nullish(),
          address: z.string().nullish(),
          planName: z.string().nullish(),
          cancellationDate: z.string().nullish(),
        }),
      ),
    }),
  ),
  /** More accounts matched than were answered: the search should be narrowed. */
  more: z.boolean(),
});
export type CustomerSearchResponse = z.infer<typeof customerSearchResponse>;
export type CustomerMatch = CustomerSearchResponse["customers"][number];

/** The customer search's query: what a member of staff typed, bounded. */
export const customerSearchQuery = z.string().trim().min(2).max(100);

/**
 * (extension) GET account/access-log — the customer's own: recent sign-ins (`method`: "password"
 * or "email-link") and each view of the account by our staff (the role and the reason, never the
 * member of staff's name), newest first.
 */
export const accessLogResponse = z.object({
  signIns: z.array(z.object({ at: z.string().min(1), method: z.string() })),
  staffViews: z.array(
    z.object({
      at: z.string().min(1),
      endsAt: z.string().nullish(),
      role: z.string(),
      reason: z.string(),
      ticketReference: z.string().nullish(),
    }),
  ),
});
export type AccessLogResponse = z.infer<typeof accessLogResponse>;

/** A staff view may last at most this long (the provider's ceiling for a view's token). */
export const STAFF_VIEW_MINUTES_MAX = 60;

/**
 * POST authentication/get-oss-token with a staff access token: a read-only token for the account
 * that names the member of staff, recorded in the account's access log with the reason.
 */
export const staffViewTokenBody = z.object({
  accountCode: z.string().trim().min(1).max(64),
  /** A view's token is never single-use; an invoice's is asked for with the view's token. */
  singleUse: z.literal(false).default(false),
  reason: z.string().trim().min(1).max(500),
  ticketReference: z.string().trim().max(40).optional(),
  minutes: z.number().int().min(1).max(STAFF_VIEW_MINUTES_MAX).default(15),
});
export type StaffViewTokenBody = z.input<typeof staffViewTokenBody>;
