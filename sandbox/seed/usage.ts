import type { Service } from "#server/provider/schemas/services.ts";
import type { CdrRecord, UsageRecord, VoipSettingsRecord } from "#sandbox/records.ts";
import type { Store } from "#sandbox/store.ts";
import { addDays, isoDate, prng, seedOf } from "#sandbox/util.ts";
import { findContract } from "#sandbox/catalogue.ts";

const MB = 1_048_576;

/**
 * Numbers a VoIP service calls, of each kind, as Australians write them: 10 digits for a landline,
 * a mobile (04xx xxx xxx) or a 1300 number; a New Zealand number with its country code.
 */
export const CALL_KINDS = [
  { type: "local", rate: 0, number: (d: string) => `02 9${d.slice(0, 3)} ${d.slice(3, 7)}` },
  { type: "national", rate: 0, number: (d: string) => `03 8${d.slice(0, 3)} ${d.slice(3, 7)}` },
  { type: "mobile", rate: 12, number: (d: string) => `04${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)}` },
  { type: "13/1300", rate: 25, number: (d: string) => `1300 ${d.slice(0, 3)} ${d.slice(3, 6)}` },
  { type: "international", rate: 35, number: (d: string) => `+64 9 ${d.slice(0, 3)} ${d.slice(3, 7)}` },
] as const;

/** Broadband daily usage: from the first day of the month 13 months ago until yesterday. */
export function seedBroadbandUsage(store: Store, accountCode: string, services: readonly Service[], today: Date): void {
  for (const service of services.filter((s) => ["nbn", "dsl", "uniti"].includes(s.type))) {
    const r = prng(seedOf(service.code));
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 13, 1));
    const last = service.serviceStatus === "Cancelled" ? addDays(today, -90) : addDays(today, -1);
    // Fixed wireless is used less; a capped plan's customer uses a fifth (under a fifth of 200 GB a month).
    const capped = Boolean(findContract(service.planCode ?? "")?.dataAllowanceBytes);
    const heavy = capped ? 0.2 : service.planContext === 5 ? 0.6 : 1;
    for (let d = first; d <= last; d = addDays(d, 1)) {
      const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6 ? 1.4 : 1;
      const usage: UsageRecord = {
        date: isoDate(d),
        downloadedBytes: Math.round((1500 + r() * 6000) * MB * weekend * heavy),
        uploadedBytes: Math.round((150 + r() * 900) * MB * weekend * heavy),
      };
      store.insert("usage_daily", { accountCode, ref: service.code, data: usage });
    }
  }
}

/** VoIP call records: 100 days, a few calls a day; calls before this month are invoiced. And the phone's settings. */
export function seedCallsAndSettings(
  store: Store,
  accountCode: string,
  services: readonly Service[],
  today: Date,
): void {
  const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  for (const service of services.filter((s) => s.type === "voip")) {
    const r = prng(seedOf(`${service.code}:cdr`));
    for (let day = 100; day >= 1; day--) {
      const calls = Math.floor(r() * 4);
      for (let c = 0; c < calls; c++) {
        const kind = CALL_KINDS[Math.floor(r() * CALL_KINDS.length)]!;
        const started = new Date(addDays(today, -day).getTime() + Math.floor((8 + r() * 13) * 3600_000));
        const duration = Math.floor(20 + r() * 1200);
        const number = kind.number(String(Math.floor(r() * 1e8)).padStart(8, "0"));
        const cdr: CdrRecord = {
          serviceId: service.id,
          startedAt: started.toISOString(),
          callingNumber: service.phoneNumber ?? "",
          calledNumber: number,
          callType: kind.type,
          durationSeconds: duration,
          costCents:
            kind.type === "local" || kind.type === "national"
              ? service.planCode === "VOIP-PAYG"
                ? 10
                : 0
              : Math.ceil((duration / 60) * kind.rate),
          invoiced: started < monthStart,
        };
        store.insert("cdrs", { accountCode, ref: String(service.id), data: cdr });
      }
    }
    const settings: VoipSettingsRecord = {
      id: service.id,
      phoneNumber: service.phoneNumber ?? "",
      callerIdBlocked: false,
      callForwardingEnabled: false,
      callForwardingNumber: null,
      voicemailEnabled: true,
      doNotDisturb: false,
      passwordResetAt: null,
    };
    store.insert("voip_settings", { accountCode, ref: String(service.id), data: settings });
  }
}
