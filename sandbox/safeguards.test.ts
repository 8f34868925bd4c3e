import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ProviderError } from "#server/provider/index.ts";
import type { ProviderClient } from "#server/provider/index.ts";
import { businessDaysAfter } from "./handlers/safeguards.ts";
import type { RunningSandbox } from "./server.ts";
import { outbox, records, signIn, startTestSandbox } from "./testing.ts";

// Decision 080: life support, a lost SIM's block, notification preferences and the data alerts.

let sandbox: RunningSandbox;
let energy: ProviderClient;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  ({ api: energy } = await signIn(sandbox, "energy@example.com"));
});

async function status(promise: Promise<unknown>): Promise<number | undefined> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return (error as ProviderError).status;
}

const serviceOf = async (api: ProviderClient, code: string) =>
  (await api.account.services()).services.find((s) => s.code === code)!;

describe("medical confirmation due date", () => {
  it("is 50 business days (weekdays) after registering", () => {
    // Monday 2 November 2026 + 50 weekdays = Monday 11 January 2027 (10 whole weeks).
    expect(businessDaysAfter(new Date("2026-11-02T00:00:00Z"), 50).toISOString().slice(0, 10)).toBe("2027-01-11");
    // From a Saturday, the count starts on Monday.
    expect(businessDaysAfter(new Date("2026-11-07T00:00:00Z"), 1).toISOString().slice(0, 10)).toBe("2026-11-09");
  });
});

describe("life support", () => {
  it("registers at an energy service's address, tells the distributor and confirms by the preferred message type", async () => {
    const e6001 = await serviceOf(energy, "E6001");
    const answer = await energy.account.lifeSupportRegister({
      serviceId: e6001.id,
      equipment: "oxygen-concentrator",
      personName: "Jo Energy",
    });
    expect(answer.reference).toMatch(/^LS-\d+$/);
    const shown = (await serviceOf(energy, "E6001")).lifeSupport;
    expect(shown).toMatchObject({
      equipment: "oxygen-concentrator",
      medicalConfirmationDue: answer.medicalConfirmationDue,
    });
    const notices = await records<{ kind: string }>(sandbox, "distributor_notices", "A10003");
    expect(notices.map((n) => n.data)).toEqual([
      expect.objectContaining({ kind: "life-support-registered", reference: answer.reference }),
    ]);
    const registered = (await outbox(sandbox))[0];
    expect(registered).toMatchObject({ reference: answer.reference, template: "life-support-registered" });
    // The place by its address, never the service's code.
    expect(registered?.body).toContain("at 88 Queen St");
    expect(registered?.body).not.toMatch(/\bE6001\b/);
    // Twice is refused; removing tells the distributor again.
    expect(
      await status(energy.account.lifeSupportRegister({ serviceId: e6001.id, equipment: "cpap", personName: "J" })),
    ).toBe(409);
    await energy.account.lifeSupportRemove({ serviceId: e6001.id, reason: "moved-out" });
    expect((await serviceOf(energy, "E6001")).lifeSupport ?? null).toBeNull();
    expect((await records(sandbox, "distributor_notices", "A10003")).map((n) => n.ref)).toEqual(["E6001", "E6001"]);
  });

  it("is refused for a mobile, and for another account's service", async () => {
    const m5001 = await serviceOf(energy, "M5001");
    expect(
      await status(energy.account.lifeSupportRegister({ serviceId: m5001.id, equipment: "cpap", personName: "J" })),
    ).toBe(400);
    const { api: demo } = await signIn(sandbox);
    expect(
      await status(demo.account.lifeSupportRegister({ serviceId: m5001.id, equipment: "cpap", personName: "J" })),
    ).toBe(404);
  });
});

describe("a lost or stolen SIM", () => {
  it("blocks the SIM, orders a replacement to the address given, and unblocks", async () => {
    const m5001 = await serviceOf(energy, "M5001");
    const { reference } = await energy.account.simBlock({
      serviceId: m5001.id,
      reason: "stolen",
      deliveryAddress: "1 Test St, Sydney NSW 2000",
    });
    expect((await serviceOf(energy, "M5001")).simBlock).toMatchObject({ reason: "stolen", reference });
    const orders = (await energy.account.hardwareOrders()).orders;
    expect(orders.some((o) => o.code === reference && o.name === "Replacement SIM")).toBe(true);
    expect((await outbox(sandbox))[0]).toMatchObject({ template: "sim-blocked", reference });
    expect(await status(energy.account.simBlock({ serviceId: m5001.id, reason: "lost", deliveryAddress: "x" }))).toBe(
      409,
    );
    await energy.account.simUnblock({ serviceId: m5001.id });
    expect((await serviceOf(energy, "M5001")).simBlock ?? null).toBeNull();
  });

  it("is refused for a service that is not a mobile", async () => {
    const { api: demo } = await signIn(sandbox);
    const n1001 = await serviceOf(demo, "N1001");
    expect(await status(demo.account.simBlock({ serviceId: n1001.id, reason: "lost", deliveryAddress: "x" }))).toBe(
      400,
    );
  });
});

describe("notification preferences and data alerts", () => {
  const addUsage = (serviceCode: string, addBytes: number) =>
    fetch(`${sandbox.url}/__sandbox/usage`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ serviceCode, addBytes }),
    }).then(async (r) => (await r.json()) as { alerts: number[] });

  it("sends each chosen threshold once, by the chosen channel, when usage crosses it", async () => {
    const before = await energy.account.notificationPreferences();
    expect(before.dataAlertServices).toEqual([{ serviceCode: "M5001", type: "mobile" }]);
    await energy.account.updateNotificationPreferences({
      dataAlerts: [100],
      billReminder: false,
      alertChannel: "email",
      billDelivery: "paper",
    });
    expect(await energy.account.notificationPreferences()).toMatchObject({ dataAlerts: [100], billDelivery: "paper" });
    // 12 GB allowance; this month's generated usage is under 11 GB: 20 GB more crosses 100% (80% is not chosen).
    expect(await addUsage("M5001", 20 * 1024 ** 3)).toEqual({ alerts: [100] });
    expect(await addUsage("M5001", 1024 ** 3)).toEqual({ alerts: [] });
    const alerts = (await outbox(sandbox)).filter((m) => m.template === "data-alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ channel: "email", to: "energy@example.com" });
    expect(alerts[0]!.subject).toContain("100%");
  });
});
