import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "#server/provider/schemas/services.ts";
import type { CdrRecord, NoteRecord, OutageRecord } from "./records.ts";
import { seed } from "./seed.ts";
import { Store } from "./store.ts";

/** The demo data reads like a real account's: each detail fits the service it belongs to. */

let store: Store;
beforeAll(async () => {
  store = new Store(":memory:");
  await seed(store);
});
afterAll(() => store.close());

const services = () => store.list<Service>("services").map((row) => row.data);
const BROADBAND = ["nbn", "dsl", "uniti"];

describe("seeded demo data", () => {
  it("notes about evening speeds belong to broadband services only", () => {
    for (const service of services()) {
      const notes = store.list<NoteRecord>("notes", { ref: String(service.id) }).map((row) => row.data.text);
      const evening = notes.some((text) => /speeds in the evening/.test(text));
      expect(evening, `${service.code} (${service.type})`).toBe(BROADBAND.includes(service.type) && notes.length > 0);
    }
  });

  it("calls to mobiles are to real Australian mobile numbers (04xx xxx xxx); every number has its full length", () => {
    const calls = store.list<CdrRecord>("cdrs").map((row) => row.data);
    const mobile = calls.filter((c) => c.callType === "mobile");
    expect(mobile.length).toBeGreaterThan(0);
    for (const call of mobile) expect(call.calledNumber).toMatch(/^04\d{2} \d{3} \d{3}$/);
    for (const call of calls.filter((c) => c.callType !== "international"))
      expect(call.calledNumber.replace(/\s/g, ""), call.callType).toMatch(/^\d{10}$/);
  });

  it("outages are on the connections of the services they belong to, and an outage in progress says when it should end", () => {
    const avcs = new Map(services().flatMap((s) => (s.avcId ? [[s.avcId, s] as const] : [])));
    const outages = store.list<OutageRecord>("outages").map((row) => row.data);
    expect(outages.length).toBeGreaterThan(0);
    for (const outage of outages) {
      expect(avcs.has(outage.avcId ?? ""), `${outage.title} on a seeded connection`).toBe(true);
      if (outage.status === "active") expect(Date.parse(outage.endAt ?? "")).toBeGreaterThan(Date.now());
    }
    // Gas and electricity have no network connection, so no telecom outage reaches them.
    for (const service of services().filter((s) => ["gas", "electricity"].includes(s.type))) {
      expect(service.avcId ?? null).toBeNull();
    }
  });

  it("a gas or electricity service knows its own state's distributor (a Brisbane service, Queensland's)", () => {
    const energy = services().filter((s) => ["gas", "electricity"].includes(s.type));
    expect(energy.map((s) => [s.code, s.address?.includes(" QLD "), s.distributor?.name])).toEqual([
      ["E6001", true, "Energex"],
      ["G7001", true, "Australian Gas Networks"],
    ]);
    for (const service of services().filter((s) => !["gas", "electricity"].includes(s.type)))
      expect(service.distributor, service.code).toBeUndefined();
  });
});
