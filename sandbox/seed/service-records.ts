import type { Service } from "#server/provider/schemas/services.ts";
import type { HistoryRecord, NoteRecord } from "#sandbox/records.ts";
import type { Store } from "#sandbox/store.ts";
import { addDays, isoDate } from "#sandbox/util.ts";

/** A support call of the kind each service gets: evening speeds are a broadband matter only. */
const SUPPORT_NOTES: Record<string, string> = {
  nbn: "Customer called about speeds in the evening; line tested OK.",
  dsl: "Customer called about speeds in the evening; line tested OK.",
  uniti: "Customer called about speeds in the evening; line tested OK.",
  voip: "Customer asked how to forward calls to a mobile; walked through the VoIP settings.",
  mobile: "Customer asked about using the service overseas; explained roaming charges.",
  electricity: "Customer asked when the meter is read; confirmed the quarterly read dates.",
  gas: "Customer asked when the meter is read; confirmed the quarterly read dates.",
};

/** Each service's notes and history: ordered, activated, a support call, a cancellation. */
export function seedNotesAndHistory(
  store: Store,
  accountCode: string,
  services: readonly Service[],
  today: Date,
): void {
  for (const service of services) {
    if (service.serviceStatus === "Pending activation") {
      seedPendingActivation(store, accountCode, service, today);
      continue;
    }
    const start = new Date(`${service.startDate}T00:00:00Z`);
    const notes: NoteRecord[] = [
      {
        serviceId: service.id,
        createdAt: addDays(start, 2).toISOString(),
        author: "Provisioning",
        text: `Service ${service.code} activated on ${service.planName}.`,
      },
      {
        serviceId: service.id,
        createdAt: addDays(today, -40).toISOString(),
        author: "Support",
        text: SUPPORT_NOTES[service.type] ?? "Customer called with a question about the service; answered on the call.",
      },
    ];
    if (service.serviceStatus === "Cancelled") {
      notes.push({
        serviceId: service.id,
        createdAt: addDays(today, -90).toISOString(),
        author: "Retention",
        text: "Cancelled at the customer's request.",
      });
    }
    for (const note of notes) store.insert("notes", { accountCode, ref: String(service.id), data: note });
    const history: HistoryRecord[] = [
      {
        serviceId: service.id,
        date: isoDate(start),
        event: "Ordered",
        description: `Order placed for ${service.planName}.`,
      },
      {
        serviceId: service.id,
        date: isoDate(addDays(start, 2)),
        event: "Activated",
        description: "Service connected.",
      },
    ];
    if (service.serviceStatus === "Cancelled")
      history.push({
        serviceId: service.id,
        date: isoDate(addDays(today, -90)),
        event: "Cancelled",
        description: "Service cancelled.",
      });
    for (const h of history) store.insert("history", { accountCode, ref: String(service.id), data: h });
  }
}

/** A mobile service ordered a week ago whose SIM was posted and waits for activation. */
function seedPendingActivation(store: Store, accountCode: string, service: Service, today: Date): void {
  const ref = String(service.id);
  const history: HistoryRecord[] = [
    {
      serviceId: service.id,
      date: isoDate(addDays(today, -7)),
      event: "Ordered",
      description: `Order placed for ${service.planName}.`,
    },
    {
      serviceId: service.id,
      date: isoDate(addDays(today, -5)),
      event: "SIM sent",
      description: "SIM card sent by post.",
    },
  ];
  for (const h of history) store.insert("history", { accountCode, ref, data: h });
  const note: NoteRecord = {
    serviceId: service.id,
    createdAt: addDays(today, -5).toISOString(),
    author: "Provisioning",
    text: "SIM card sent by post. The customer activates it online.",
  };
  store.insert("notes", { accountCode, ref, data: note });
}
