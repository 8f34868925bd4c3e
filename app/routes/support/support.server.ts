import type { SupportTicketRequest } from "#server/provider/areas/account.ts";
import type { Service } from "#server/provider/schemas.ts";
import { serviceLabel } from "#app/domain/services.ts";
import { config } from "#server/config.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { fromProvider, recoverable } from "#app/lib/provider-outcome.server.ts";
import { LIMIT_UNAVAILABLE_MESSAGE, limits } from "#server/security/rate-limit.ts";
import type { ServiceSummary } from "./support-forms.ts";

export function summariseService(service: Service): ServiceSummary {
  return { id: service.id, label: serviceLabel(service) };
}

export type Lodged = { ok: true; reference: string } | { ok: false; message: string; status: number };

/** What a customer over the account's support requests an hour is told (the form keeps what they typed). */
export function tooManyRequests(supportPhone = config.SUPPORT_PHONE): string {
  return `You have sent us a lot of requests in the last hour. Try again in an hour, or call us on ${supportPhone}.`;
}

/**
 * The account a support request is counted and sent once for: the provider token's subject, or
 * (a token that does not name it) the profile's account code.
 */
export async function supportAccount(portal: Portal): Promise<string> {
  return portal.account ?? (await fromProvider(portal.profile())).accountCode;
}

/**
 * Sends a support ticket (account/actions/support-ticket) for `account`, after taking one of the
 * account's support requests an hour (`support-requests`, server/security/rate-limit.ts): over the
 * limit, nothing is sent (429). A refusal (4xx) shows the provider's own message when it gave one;
 * an outage shows spec §8's message ('Request failed with status code 500', 'Network Error'…); a
 * 401 goes to sign-in. Every attempt counts, whatever its answer: each one asks the provider.
 */
export async function lodgeTicket(portal: Portal, account: string, ticket: SupportTicketRequest): Promise<Lodged> {
  const { outcome } = await limits.supportRequestsPerAccount.attempt(account);
  if (outcome === "over") return { ok: false, message: tooManyRequests(), status: 429 };
  if (outcome === "unavailable") return { ok: false, message: LIMIT_UNAVAILABLE_MESSAGE, status: 503 };
  try {
    const { reference } = await portal.api.account.supportTicket(ticket);
    return { ok: true, reference };
  } catch (error) {
    const failure = recoverable(error);
    return { ok: false, message: failure.customerMessage, status: failure.isRefusal ? 400 : 502 };
  }
}
