import type { SupportTicketRequest } from "#server/provider/areas/account.ts";
import { isProviderError } from "#server/provider/errors.ts";
import type { Service } from "#server/provider/schemas.ts";
import { providerFailure, type Portal } from "#app/lib/portal.server.ts";
import { serviceTypeName } from "#app/lib/services.ts";
import type { ServiceSummary } from "./support-forms.ts";

export function summariseService(service: Service): ServiceSummary {
  const cancelled = service.serviceStatus?.toLowerCase() === "cancelled" ? " (Cancelled)" : "";
  return { id: service.id, label: `${service.code} · ${serviceTypeName(service.type)}${cancelled}` };
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
    if (!isProviderError(error) || error.isUnauthorized) return providerFailure(error);
    if (error.kind === "status" && error.status !== undefined && error.status < 500) {
      return { ok: false, message: error.providerMessage ?? error.message, status: 400 };
    }
    return { ok: false, message: error.message, status: 502 };
  }
}
