import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listCalls } from "#server/provider/calls.ts";
import { ProviderError, createProviderClient } from "#server/provider/index.ts";
import type { RunningSandbox } from "./server.ts";
import { outbox, signIn, startTestSandbox } from "./testing.ts";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  await fetch(`${sandbox.url}/__sandbox/faults`, { method: "DELETE" });
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const today = new Date();

describe("demo data", () => {
  it("has 13 months of broadband usage in the spec §3 shape", async () => {
    const { api } = await signIn(sandbox);
    const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    const start = last.toISOString().slice(0, 10);
    const end = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    const usage = await api.account.broadbandMonthlyUsage({ serviceCode: "N1001", start, end });
    expect(usage.dailyUsage).toHaveLength(usage.daysInMonth);
    expect(usage.totalDownloadedBytes).toBe(usage.dailyUsage.reduce((s, d) => s + d.downloadedBytes, 0));
    expect(usage.monthName).toBe(last.toLocaleString("en-AU", { month: "long", timeZone: "UTC" }));
    const yearly = await api.account.broadbandYearlyUsage({ serviceCode: "N1001" });
    expect(yearly.months.length).toBeGreaterThanOrEqual(13);
    // Each question reads the days it covers: the month's totals, a day's hours, a part of a month.
    const byMonth = await api.account.broadbandUsageByMonth({ serviceCode: "N1001", year: last.getUTCFullYear() });
    const month = byMonth.months.find((m) => m.month === last.getUTCMonth() + 1);
    expect(month?.totalDownloadedBytes).toBe(usage.totalDownloadedBytes);
    expect(yearly.months.find((m) => m.year === last.getUTCFullYear() && m.month === last.getUTCMonth() + 1)).toEqual(
      month,
    );
    const third = usage.dailyUsage[2]!;
    const hours = await api.account.broadbandHourlyUsage({ serviceCode: "N1001", date: `${start.slice(0, 8)}03` });
    expect(hours.hours.reduce((sum, h) => sum + h.downloadedBytes, 0)).toBeCloseTo(third.downloadedBytes, -2);
    const part = await api.account.broadbandMonthlyUsage({
      serviceCode: "N1001",
      start,
      end: `${start.slice(0, 8)}05`,
    });
    expect(part.dailyUsage.map((d) => d.day)).toEqual([1, 2, 3, 4, 5]);
  });

  it("has billing: a balance, 12 invoices, transactions and payment methods", async () => {
    const { api } = await signIn(sandbox);
    const status = await api.account.status();
    expect(status.balanceCents).toBeGreaterThan(0);
    expect(status.dueDate).not.toBeNull();
    expect((await api.account.invoicesSummary()).invoices).toHaveLength(12);
    expect((await api.account.transactions()).transactions.length).toBeGreaterThanOrEqual(23);
    expect((await api.lookup.availablePaymentMethods()).availablePaymentMethods.map((m) => m.code)).toEqual([
      "card",
      "directDebit",
      "bpay",
    ]);
    const fw = await signIn(sandbox, "fw@example.com");
    expect((await fw.api.account.status()).overdue).toBe(true);
  });

  it("has notes, history, a connected radius session, an outage and diagnostics", async () => {
    const { api } = await signIn(sandbox);
    expect((await api.account.serviceNotes({ serviceId: 1 })).notes.length).toBeGreaterThan(0);
    expect((await api.account.serviceHistory({ serviceId: 1 })).history.length).toBeGreaterThan(0);
    expect(await api.account.radiusStatus({ serviceId: 1, avcId: "AVC000000000001" })).toMatchObject({
      isConnected: true,
    });
    expect(await api.account.radiusStatus({ serviceId: 3 })).toEqual({
      timeOnline: null,
      isConnected: false,
      framedIpAddress: null,
    });
    const { outages } = await api.wholesale.outages({ avcId: "AVC000000000001" });
    expect(outages.filter((o) => o.status === "active")).toHaveLength(1);
    expect(
      (await api.wholesale.diagnosticHistory({ supplierServiceId: "SL-N1001", supplier: "superloop" })).history.length,
    ).toBe(3);
  });

  it("has a plan catalogue with the names spec §5 filters on", async () => {
    const { api } = await signIn(sandbox);
    const names = (await api.lookup.nbnContracts()).contracts.map((c) => c.name).join(" | ");
    for (const part of ["12/1", "100/20", "100/40", "FW"]) expect(names).toContain(part);
    const fw = await signIn(sandbox, "fw@example.com");
    expect((await fw.api.account.services()).services[0]).toMatchObject({ code: "N1501", planContext: 5 });
  });

  it("is deterministic", async () => {
    const { api } = await signIn(sandbox);
    const first = await api.account.invoicesSummary();
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    const again = await (await signIn(sandbox)).api.account.invoicesSummary();
    expect(again).toEqual(first);
  });

  it("dates are current", async () => {
    const { api } = await signIn(sandbox);
    const newest = (await api.account.invoicesSummary()).invoices[0]!;
    const age = Date.now() - Date.parse(newest.issueDate);
    expect(age).toBeGreaterThan(0);
    expect(age).toBeLessThan(32 * 86_400_000);
    expect(Date.parse(newest.dueDate)).toBeGreaterThan(Date.now());
    expect((await api.account.status()).overdue).toBe(false);
  });
});

describe("every catalogue call is served", () => {
  it("answers each call with its own handler, a 4xx for a bad request, or a clear 501", async () => {
    const { token } = await signIn(sandbox);
    const results: string[] = [];
    for (const call of listCalls()) {
      const path = call.path.replace(/\{(\w+)\}/g, (_, n: string) =>
        n === "format" ? "csv" : n === "accountCode" ? "A10001" : "1",
      );
      const res = await fetch(`${sandbox.url}/api/v${call.version}/${path}`, {
        method: call.method,
        headers: { "X-Access-Token": token, "Content-Type": "application/json" },
        body: call.method === "GET" ? undefined : "{}",
      });
      const type = res.headers.get("content-type") ?? "";
      const body = type.includes("json") ? ((await res.json()) as { message?: string }) : await res.arrayBuffer();
      const message = "message" in body ? body.message : undefined;
      expect(res.status, call.path).not.toBe(405);
      expect(message ?? "", call.path).not.toMatch(/^No such call/);
      if (res.status >= 400) expect(typeof message, `${call.path} should explain ${res.status}`).toBe("string");
      if (res.status === 501) results.push(`${call.method} ${call.path}`);
    }
    // Only calls that no screen uses may be unimplemented; every sale, qualification and location-search call answers.
    expect(
      results.every((r) => /account\/(check|verify|sale-quote)|static-ips|sendgrid/.test(r)),
      results.join("\n"),
    ).toBe(true);
  });

  it("answers unknown paths with 404 JSON", async () => {
    const res = await fetch(`${sandbox.url}/api/v1/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/No such call/) });
  });

  it("answers a body that is not JSON with 400 JSON", async () => {
    const res = await fetch(`${sandbox.url}/api/v1/authentication/get-token`, {
      method: "POST",
      body: "email=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Request body must be JSON" });
  });
});

describe("faults", () => {
  const addFault = (rule: unknown) =>
    fetch(`${sandbox.url}/__sandbox/faults`, {
      method: "POST",
      body: JSON.stringify(rule),
      headers: { "Content-Type": "application/json" },
    });

  it("injects a status for matching paths", async () => {
    const { api } = await signIn(sandbox);
    expect((await addFault({ path: "/api/v1/account/*", status: 500 })).status).toBe(201);
    const error = await failure(api.account.status());
    expect(error.message).toBe("Request failed with status code 500");
    await expect(api.lookup.settings()).resolves.toBeDefined();
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: "DELETE" });
    await expect(api.account.status()).resolves.toBeDefined();
  });

  it("injects malformed bodies", async () => {
    const { api } = await signIn(sandbox);
    await addFault({ path: "/api/v1/account/status", malformed: true });
    expect((await failure(api.account.status())).kind).toBe("malformed");
  });

  it("injects latency (and the client times out)", async () => {
    const { token } = await signIn(sandbox);
    await addFault({ path: "*", latencyMs: 300 });
    const slow = createProviderClient({ baseUrl: sandbox.url, token, timeoutMs: 100 });
    expect((await failure(slow.account.status())).message).toBe("timeout of 100 ms exceeded");
  });

  it("drops connections", async () => {
    const { api } = await signIn(sandbox);
    await addFault({ path: "/api/v1/account/status", drop: true });
    expect((await failure(api.account.status())).message).toBe("Network Error");
  });

  it("rejects a bad fault", async () => {
    expect((await addFault({ path: "*" })).status).toBe(400);
  });

  it("reads faults from SANDBOX_FAULTS JSON", async () => {
    const other = await startTestSandbox({ faults: '[{"path":"/api/v1/lookup/settings","status":503}]' });
    try {
      const { api } = await signIn(other);
      expect((await failure(api.lookup.settings())).status).toBe(503);
    } finally {
      await other.close();
    }
  });
});

describe("persistence", () => {
  it("keeps changes across a restart and reset restores the seed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sandbox-"));
    const dbPath = join(dir, "nested", "sandbox.sqlite");
    try {
      let running = await startTestSandbox({ dbPath });
      let { api } = await signIn(running);
      await api.account.updateContacts({ firstName: "Persisted" });
      const { token } = await signIn(running);
      await running.close();

      running = await startTestSandbox({ dbPath });
      // Tokens stay valid across the restart (the signing secret is stored).
      api = createProviderClient({ baseUrl: running.url, token });
      expect((await api.account.userDetails()).firstName).toBe("Persisted");
      await fetch(`${running.url}/__sandbox/reset`, { method: "POST" });
      expect((await api.account.userDetails()).firstName).toBe("Alex");
      await running.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("records", () => {
  it("lists a table's rows with secrets redacted", async () => {
    const rows = (await (await fetch(`${sandbox.url}/__sandbox/records/accounts`)).json()) as {
      data: { passwordHash: string };
    }[];
    expect(rows).toHaveLength(5);
    expect(rows[0]?.data.passwordHash).toBe("[redacted]");
    expect((await fetch(`${sandbox.url}/__sandbox/records/nope`)).status).toBe(404);
  });
});

describe("outbox", () => {
  it("lists the newest messages first, and only those to an address (?to) or the newest n (?limit)", async () => {
    const { api } = await signIn(sandbox);
    for (const channel of ["sms", "email", "sms"] as const) await api.authentication.mfaSend({ channel });
    const all = await outbox(sandbox);
    expect(all.map((m) => m.to).slice(0, 3)).toEqual(["04•• ••• 678", "d•••@example.com", "04•• ••• 678"]);
    expect(all.map((m) => m.id)).toEqual(all.map((m) => m.id).sort((a, b) => b - a));
    const read = async (query: string) => (await fetch(`${sandbox.url}/__sandbox/outbox?${query}`)).json();
    const to = encodeURIComponent("04•• ••• 678");
    expect(await read(`to=${to}`)).toEqual(all.filter((m) => m.to === "04•• ••• 678"));
    expect(await read(`to=${to}&limit=1`)).toEqual(all.slice(0, 1));
    expect(await read("limit=2")).toEqual(all.slice(0, 2));
    expect(await read("to=nobody")).toEqual([]);
    expect((await fetch(`${sandbox.url}/__sandbox/outbox?limit=0`)).status).toBe(400);
  });
});

describe("call counter", () => {
  it("counts provider calls by method and path template, not its own endpoints, until cleared", async () => {
    await fetch(`${sandbox.url}/__sandbox/calls`, { method: "DELETE" });
    const { api } = await signIn(sandbox);
    await api.account.userDetails();
    await api.account.userDetails();
    await fetch(`${sandbox.url}/__sandbox/outbox`);
    const counted = (await (await fetch(`${sandbox.url}/__sandbox/calls`)).json()) as {
      total: number;
      byCall: Record<string, number>;
    };
    expect(counted.total).toBe(3);
    expect(Object.values(counted.byCall).sort()).toEqual([1, 2]);
    expect(Object.keys(counted.byCall).every((key) => /^(GET|POST) \/api\/v\d\//.test(key))).toBe(true);
    await fetch(`${sandbox.url}/__sandbox/calls`, { method: "DELETE" });
    expect(await (await fetch(`${sandbox.url}/__sandbox/calls`)).json()).toEqual({ total: 0, byCall: {} });
  });
});

describe("the sandbox's clock (tests only)", () => {
  const clock = (method: string, at?: string) =>
    fetch(`${sandbox.url}/__sandbox/clock`, {
      method,
      ...(at ? { body: JSON.stringify({ at }), headers: { "Content-Type": "application/json" } } : {}),
    });

  it("moves to a time, dates history by the provider's day there, and goes back to real time", async () => {
    // 00:15 on 26 November in Sydney: still 25 November in UTC.
    const moved = await clock("POST", "2026-11-25T13:15:00Z");
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { now: string }).now.slice(0, 16)).toBe("2026-11-25T13:15");
    const { api } = await signIn(sandbox);
    const service = (await api.account.services()).services.find((s) => s.code === "N1001")!;
    const { reference } = await api.account.changeContract({ serviceId: service.id, contractCode: "NBN50-20" });
    const history = (await api.account.serviceHistory({ serviceId: service.id })).history;
    expect(history.find((h) => h.description?.includes(reference))?.date.slice(0, 10)).toBe("2026-11-26");
    expect((await clock("POST", "tomorrow")).status).toBe(400);
    await clock("DELETE");
    const now = ((await (await clock("GET")).json()) as { now: string }).now;
    expect(Math.abs(Date.parse(now) - Date.now())).toBeLessThan(60_000);
  });
});
