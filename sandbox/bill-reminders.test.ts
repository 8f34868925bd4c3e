import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningSandbox } from "./server.ts";
import { outbox, signIn, startTestSandbox } from "./testing.ts";

// Decision 082: the bill-due reminder, once per bill and only when chosen; a capped NBN plan's
// allowance on the service and its data alerts.

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

const post = (path: string, body?: unknown) =>
  fetch(`${sandbox.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("bill-due reminders", () => {
  it("one per unpaid bill due soon, at once or again: each bill is claimed before it is sent", async () => {
    const runs = await Promise.all([post("/__sandbox/bill-reminders"), post("/__sandbox/bill-reminders")]);
    const sent = (await Promise.all(runs.map(async (r) => ((await r.json()) as { sent: string[] }).sent))).flat();
    // Every demo account has one unpaid bill due in 4 days (fw@example.com's older one is overdue: not "coming due").
    expect(sent.sort()).toEqual(
      ["INV-10001", "INV-10002", "INV-10003", "INV-10004", "INV-10005"].map((p) =>
        expect.stringMatching(new RegExp(`^${p}-`)),
      ),
    );
    const reminders = (await outbox(sandbox)).filter((m) => m.template === "bill-reminder");
    expect(reminders).toHaveLength(5);
    expect(reminders.find((m) => m.to === "demo@example.com")?.subject).toMatch(
      /^Your bill of \$\d+\.\d\d is due on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
  });

  it("none for an account that turned the reminder off", async () => {
    const { api } = await signIn(sandbox, "demo@example.com");
    await api.account.updateNotificationPreferences({
      dataAlerts: [],
      billReminder: false,
      alertChannel: "email",
      billDelivery: "email",
    });
    const { sent } = (await (await post("/__sandbox/bill-reminders")).json()) as { sent: string[] };
    expect(sent.some((n) => n.startsWith("INV-10001-"))).toBe(false);
  });
});

describe("a capped NBN plan", () => {
  it("carries its allowance on the service, offers data alerts, and sends them on crossing", async () => {
    const { api } = await signIn(sandbox, "capped@example.com");
    const [nbn] = (await api.account.services()).services;
    expect(nbn).toMatchObject({
      code: "N1601",
      planName: "NBN 50/20 Capped 200GB",
      dataAllowanceBytes: 200 * 1024 ** 3,
    });
    expect((await api.account.notificationPreferences()).dataAlertServices).toEqual([
      { serviceCode: "N1601", type: "nbn" },
    ]);
    const add = async (addBytes: number) =>
      (await (await post("/__sandbox/usage", { serviceCode: "N1601", addBytes })).json()) as { alerts: number[] };
    expect(await add(250 * 1024 ** 3)).toEqual({ alerts: [50, 80, 100] });
    expect(await add(1024 ** 3)).toEqual({ alerts: [] });
  });

  it("an unlimited broadband service has no allowance and no alerts (404)", async () => {
    const { api } = await signIn(sandbox, "demo@example.com");
    const nbn = (await api.account.services()).services.find((s) => s.code === "N1001");
    expect(nbn?.dataAllowanceBytes).toBeUndefined();
    expect((await post("/__sandbox/usage", { serviceCode: "N1001", addBytes: 1 })).status).toBe(404);
  });
});
