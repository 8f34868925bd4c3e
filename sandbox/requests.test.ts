import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ProviderError } from "#server/provider/index.ts";
import type { ProviderClient } from "#server/provider/index.ts";
import { orderProgress, requestProgress, trackingNumberOf } from "./requests.ts";
import type { RunningSandbox } from "./server.ts";
import { signIn, startTestSandbox } from "./testing.ts";
import { providerIsoDate } from "./util.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const lodged = Date.parse("2026-11-01T10:00:00Z");
const at = (ms: number) => lodged + ms;
const req = (kind: string, effectiveDate: string | null = null) => ({
  kind,
  lodgedAt: new Date(lodged).toISOString(),
  effectiveDate,
});

describe("status progression", () => {
  it("moves a complaint from Received to Being investigated to Resolved", () => {
    expect(requestProgress(req("complaint"), at(0)).status).toBe("Received");
    expect(requestProgress(req("complaint"), at(DAY - 1)).status).toBe("Received");
    expect(requestProgress(req("complaint"), at(DAY)).status).toBe("Being investigated");
    expect(requestProgress(req("complaint"), at(5 * DAY)).status).toBe("Resolved");
  });

  it("assigns a technician to a fault after 4 hours and resolves it after 2 days", () => {
    expect(requestProgress(req("fault"), at(3 * HOUR)).status).toBe("Received");
    expect(requestProgress(req("fault"), at(4 * HOUR)).status).toBe("Technician assigned");
    expect(requestProgress(req("fault"), at(2 * DAY)).status).toBe("Resolved");
  });

  it("completes a cancellation on its date, not before", () => {
    const cancel = req("cancellation", "2026-11-20");
    expect(requestProgress(cancel, at(0)).status).toBe("Received");
    expect(requestProgress(cancel, at(HOUR))).toMatchObject({ status: "Scheduled" });
    expect(requestProgress(cancel, Date.parse("2026-11-19T23:59:59Z")).status).toBe("Scheduled");
    expect(requestProgress(cancel, Date.parse("2026-11-20T00:00:00Z")).status).toBe("Completed");
  });

  it("completes a plan change at once and an energy contract change after a day", () => {
    expect(requestProgress(req("plan-change"), at(0)).status).toBe("Completed");
    expect(requestProgress(req("energy-contract-change"), at(0)).status).toBe("Completed");
    expect(requestProgress(req("energy-contract-change"), at(DAY)).status).toBe("Completed");
  });

  it("dispatches an order with tracking after a day and delivers it after four", () => {
    const order = { code: "PR-100001", orderedAt: new Date(lodged).toISOString() };
    expect(orderProgress(order, at(DAY - 1))).toMatchObject({
      status: "Ordered",
      trackingNumber: null,
      trackingUrl: null,
    });
    const dispatched = orderProgress(order, at(DAY));
    expect(dispatched.status).toBe("Dispatched");
    expect(dispatched.trackingNumber).toMatch(/^SP\d{12}AU$/);
    expect(dispatched.trackingUrl).toContain(dispatched.trackingNumber);
    expect(orderProgress(order, at(4 * DAY))).toMatchObject({
      status: "Delivered",
      trackingNumber: dispatched.trackingNumber,
    });
    expect(trackingNumberOf("PR-100001")).toBe(trackingNumberOf("PR-100001"));
    expect(trackingNumberOf("PR-100002")).not.toBe(trackingNumberOf("PR-100001"));
  });
});

let sandbox: RunningSandbox;
let api: ProviderClient;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  ({ api } = await signIn(sandbox));
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe("account/requests and hardware orders", () => {
  it("lists the seeded requests at their ages, newest first; a posted product where its order is", async () => {
    const { requests } = await api.account.requests();
    expect(requests.map((r) => [r.kind, r.status])).toEqual([
      ["product-addition", "Dispatched"],
      ["complaint", "Being investigated"],
      ["fault", "Resolved"],
      ["product-addition", "Delivered"],
    ]);
  });

  it("lists the seeded orders: a modem dispatched with tracking, a mesh kit delivered", async () => {
    const { orders } = await api.account.hardwareOrders();
    expect(orders.map((o) => [o.productCode, o.status])).toEqual([
      ["MODEM-AX", "Dispatched"],
      ["MESH-2PK", "Delivered"],
    ]);
    expect(orders[0]!.trackingNumber).toMatch(/^SP\d{12}AU$/);
    expect((await api.account.modemOrders()).orders.map((o) => o.productCode)).toEqual(["MODEM-AX"]);
  });

  it("records what the lodging actions send, each with its kind", async () => {
    const [n1001] = (await api.account.services({ codes: ["N1001"] })).services;
    await api.account.supportTicket({
      category: "complaint",
      subject: "Rude call",
      description: "A long enough description.",
    });
    await api.account.supportTicket({
      category: "fault",
      subject: "No dial tone",
      description: "A long enough description.",
      serviceId: n1001!.id,
    });
    await api.account.supportTicket({
      category: "general",
      subject: "A question",
      description: "A long enough description.",
    });
    await api.account.paymentPlan({
      instalmentCents: 5000,
      frequency: "weekly",
      startDate: providerIsoDate(new Date(Date.now() + DAY)),
    });
    await api.account.changeContract({ serviceId: n1001!.id, contractCode: "NBN50-20" });
    await api.account.addServiceProduct({ serviceId: n1001!.id, productCode: "VOIP-ATA" });
    const { requests } = await api.account.requests();
    expect(requests.slice(0, 6).map((r) => [r.kind, r.status, r.serviceCode ?? null])).toEqual([
      ["product-addition", "Ordered", "N1001"],
      ["plan-change", "Completed", "N1001"],
      ["payment-plan", "Received", null],
      ["enquiry", "Received", null],
      ["fault", "Received", "N1001"],
      ["complaint", "Received", null],
    ]);
    expect(requests[2]!.summary).toMatch(
      /^More time to pay: \$50\.00 weekly from [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
  });

  it("refuses a product the service already has, and posts hardware where it is asked to", async () => {
    const [n1001] = (await api.account.services({ codes: ["N1001"] })).services;
    expect(n1001!.products?.map((p) => p.code)).toEqual(["MESH-2PK", "MODEM-AX"]);
    const again = await failure(api.account.addServiceProduct({ serviceId: n1001!.id, productCode: "MODEM-AX" }));
    expect(again.status).toBe(409);
    const deliveryAddress = "12 King Street, Newtown NSW 2042";
    const { reference } = await api.account.addServiceProduct({
      serviceId: n1001!.id,
      productCode: "VOIP-ATA",
      deliveryAddress,
    });
    const order = (await api.account.hardwareOrders()).orders.find((o) => o.code === reference);
    expect(order).toMatchObject({ status: "Ordered", deliveryAddress });
    expect(
      (await failure(api.account.addServiceProduct({ serviceId: n1001!.id, productCode: "VOIP-ATA" }))).status,
    ).toBe(409);
  });

  it("cancels a service on a date: pending until then, refused in the past or twice", async () => {
    const [n1001] = (await api.account.services({ codes: ["N1001"] })).services;
    const today = providerIsoDate(new Date());
    const yesterday = providerIsoDate(new Date(Date.now() - DAY));
    expect(
      (await failure(api.account.cancelContract({ serviceId: n1001!.id, cancellationDate: yesterday }))).status,
    ).toBe(400);
    const later = providerIsoDate(new Date(Date.now() + 10 * DAY));
    const answer = await api.account.cancelContract({
      serviceId: n1001!.id,
      reason: "moving",
      cancellationDate: later,
    });
    expect(answer.reference).toMatch(/^CX-/);
    const [after] = (await api.account.services({ codes: ["N1001"] })).services;
    expect(after).toMatchObject({
      serviceStatus: "Active",
      cancellationDate: later,
      cancellationReference: answer.reference,
    });
    expect((await failure(api.account.cancelContract({ serviceId: n1001!.id, cancellationDate: later }))).status).toBe(
      409,
    );
    const [first] = (await api.account.requests()).requests;
    expect(first).toMatchObject({ kind: "cancellation", status: "Received", effectiveDate: later });
    expect(today <= later).toBe(true);
  });

  it("cancels today: the service reads as cancelled at once", async () => {
    const [v2001] = (await api.account.services({ codes: ["V2001"] })).services;
    await api.account.cancelContract({ serviceId: v2001!.id, cancellationDate: providerIsoDate(new Date()) });
    expect((await api.account.services({ codes: ["V2001"] })).services[0]!.serviceStatus).toBe("Cancelled");
  });
});
