import { equipmentName, offersLifeSupport, offersSimBlock } from "#app/domain/safeguards.ts";
import { formatDate, formatDay } from "#app/lib/dates/format.ts";
import type { Service } from "#server/provider/schemas/services.ts";

/**
 * The home card of life support (an energy service) or of a lost or stolen SIM (a mobile), in
 * words, from the service's own record (no call of its own: decision 080); null for other services.
 */
export function safeguardCard(service: Service) {
  if (offersLifeSupport(service)) {
    const registration = service.lifeSupport;
    return {
      kind: "life-support" as const,
      registered: registration
        ? {
            equipment: equipmentName(registration.equipment),
            due: formatDay(registration.medicalConfirmationDue),
            distributor: service.distributor?.name ?? "your distributor",
          }
        : null,
    };
  }
  if (offersSimBlock(service)) {
    const block = service.simBlock;
    return {
      kind: "sim" as const,
      blocked: block
        ? {
            since: formatDate(block.blockedAt),
            reason: block.reason === "stolen" ? "stolen" : "lost",
            replacementTo: block.replacementDeliveryAddress ?? null,
          }
        : null,
    };
  }
  return null;
}

export type SafeguardCardShown = NonNullable<ReturnType<typeof safeguardCard>>;
