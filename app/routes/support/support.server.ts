import type { SupportTicketRequest } from "#server/provider/areas/account.ts";
import type { Service } from "#server/provider/schemas.ts";
import { serviceLabel } from "#app/domain/services.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { recoverable } from "#app/lib/provider-outcome.server.ts";
import type { ServiceSummary } from "./support-forms.ts";

export function summariseService(service: Service): ServiceSummary {
  return { id: service.id, label: serviceLabel(service) };
}

export type Lodged = { ok: true; reference: string } | { ok: false; message: string; status: number };

/**
 * Sends a support ticket (account/actions/support-ticket). A refusal (4xx) shows the provider's
 * own message when it gave one; an outage shows spec §8's message ('Request failed with status
 * code 500', 'Network Error'…); a 401 goes to sign-in.
 */
export async function lodgeTicket(portal: Portal, ticket: SupportTicketRequest): Promise<Lodged> {
  try {
    const { reference } = await portal.api.account.supportTicket(ticket);
    return { ok: true, reference };
  } catch (error) {
    const failure = recoverable(error);
    return { ok: false, message: failure.customerMessage, status: failure.isRefusal ? 400 : 502 };
  }
}
