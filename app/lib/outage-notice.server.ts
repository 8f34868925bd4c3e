import type { Service } from "#server/provider/schemas/services.ts";
import { outageInProgress, outageSourceOf } from "#app/domain/outages.ts";
import { dateTimeShown } from "#app/lib/dates/format.ts";
import type { Portal } from "#app/lib/portal.server.ts";
import { attempt } from "#app/lib/provider-outcome.server.ts";

/** An outage in progress on a service, ready to show (dates formatted here: the page ships no date code). */
export interface OutageNotice {
  title: string;
  description: string;
  expected: { text: string; iso: string | null } | null;
}

/**
 * The outage affecting `service` now, or null: none, a service with no network connection, or a
 * check that failed (a page that asks this can still do its work; the outages page says why).
 */
export async function outageNotice(portal: Portal, service: Service | null | undefined): Promise<OutageNotice | null> {
  if (!service?.avcId || outageSourceOf(service.type) !== "network") return null;
  // A notice beside the page's purpose: it has the secondary calls' short time budget (decision 047).
  const answer = await attempt(portal.secondary.wholesale.outages({ avcId: service.avcId }));
  const outage = answer.ok ? outageInProgress(answer.value.outages) : null;
  if (!outage) return null;
  return {
    title: outage.title,
    description: outage.description,
    expected: outage.endAt ? dateTimeShown(outage.endAt) : null,
  };
}
