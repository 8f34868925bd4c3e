import { describe, expect, it } from "vitest";
import type { AccountStatus } from "#server/provider/schemas/billing.ts";
import type { Outage } from "#server/provider/schemas/network.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import { shownBill } from "./bill.server.ts";
import type { CustomerRequest } from "#server/provider/schemas/requests.ts";
import { bookedMove, serviceState, type StateInputs } from "./service-state.server.ts";

const status = (over: Partial<AccountStatus> = {}): AccountStatus => ({
  accountCode: "A1",
  balanceCents: 15016,
  dueDate: "2026-11-29",
  overdue: false,
  overdueCents: 0,
  paymentMethod: null,
  ...over,
});
const debit = {
  type: "directDebit",
  accountName: "Alex",
  maskedBsb: "062-•••",
  maskedAccountNumber: "••••1234",
} as const;

describe("the balance panel's words", () => {
  it("a balance due: its date, Pay now, and the direct debit's date when one is set up", () => {
    expect(shownBill(status())).toMatchObject({
      amount: "$150.16",
      state: { text: "Due", tone: "warning" },
      due: "Due 29 November 2026",
      directDebit: null,
      payable: true,
    });
    expect(shownBill(status({ paymentMethod: debit })).directDebit).toBe(
      "Will be paid by direct debit on 29 November 2026",
    );
  });

  it("a direct debit paused during a payment plan is said as paused, never with a date it pays", () => {
    for (const overdue of [false, true])
      expect(shownBill(status({ paymentMethod: debit, overdue, directDebitPausedBy: "PP-100001" })).directDebit).toBe(
        "Your direct debit is paused while your payment plan runs.",
      );
  });

  it("an overdue balance stands out and claims no direct debit; the overdue part is said when it is not all", () => {
    const bill = shownBill(
      status({ balanceCents: 13980, dueDate: "2026-10-29", overdue: true, overdueCents: 6990, paymentMethod: debit }),
    );
    expect(bill).toMatchObject({
      state: { text: "Overdue", tone: "danger" },
      due: "Was due 29 October 2026",
      overdue: "$69.90 of it is overdue.",
      directDebit: null,
      payable: true,
    });
  });

  it("nothing owed or in credit: nothing to pay", () => {
    expect(shownBill(status({ balanceCents: 0, dueDate: null }))).toMatchObject({
      amount: "$0.00",
      state: { text: "Nothing to pay" },
      payable: false,
    });
    expect(shownBill(status({ balanceCents: -1200 }))).toMatchObject({
      amount: "$12.00",
      state: { text: "In credit" },
    });
  });
});

const service = (over: Partial<Service> = {}): Service =>
  ({
    id: 1,
    code: "N1001",
    type: "nbn",
    serviceStatus: "Active",
    avcId: "AVC1",
    planName: "NBN 100/20 Home Fast",
    startDate: "2026-12-02",
    products: [],
    ...over,
  }) as Service;
const outage = (over: Partial<Outage> = {}): Outage => ({
  id: 1,
  avcId: "AVC1",
  type: "unplanned",
  status: "active",
  title: "Service disruption in your area",
  description: "Technicians are on site.",
  startAt: "2026-11-25T01:00:00.000Z",
  endAt: null,
  ...over,
});
const inputs = (over: Partial<StateInputs> = {}): StateInputs => ({
  radius: { ok: true, value: { isConnected: true, timeOnline: 90_000, framedIpAddress: "203.0.113.1" } as never },
  outages: { ok: true, value: { outages: [] } },
  history: { ok: true, value: { history: [] } },
  orders: null,
  ...over,
});

describe("the service's live state", () => {
  it("connected, with how long it has been online", () => {
    const state = serviceState(service(), inputs());
    expect(state.state).toEqual({ text: "Connected", tone: "success" });
    expect(state.lines).toEqual(["Online for 1 day, 1 hour, 0 minutes."]);
  });

  it("an outage in progress comes first, in the outage's own words; a resolved one is not shown", () => {
    const state = serviceState(
      service(),
      inputs({ outages: { ok: true, value: { outages: [outage({ status: "resolved", title: "Old" }), outage()] } } }),
    );
    expect(state.state).toEqual({ text: "Outage in progress", tone: "danger" });
    expect(state.outage).toMatchObject({ title: "Service disruption in your area", expected: null });
    expect(
      serviceState(service(), inputs({ outages: { ok: true, value: { outages: [outage({ status: "resolved" })] } } }))
        .outage,
    ).toBeNull();
  });

  it("an outage check that fails is said in plain words; the state still shows", () => {
    const state = serviceState(
      service(),
      inputs({
        outages: {
          ok: false,
          message: "Please try again in a moment.",
          detail: "Request failed with status code 500",
          late: false,
        },
      }),
    );
    expect(state.state.text).toBe("Connected");
    expect(state.outagesFailed).toBe("We could not check for outages right now. Please try again in a moment.");
  });

  it("pending connection: order received, the modem on its way, then the connection on its date", () => {
    const state = serviceState(
      service({ serviceStatus: "Pending connection" }),
      inputs({
        history: {
          ok: true,
          value: { history: [{ id: 1, date: "2026-11-25", event: "Ordered", description: "Joined online" }] },
        },
        orders: {
          ok: true,
          value: {
            orders: [
              {
                id: 1,
                code: "SO-1",
                productCode: "MODEM-AX",
                name: "Wi-Fi 6 modem",
                status: "Dispatched",
                orderedAt: "2026-11-25",
              },
            ],
          },
        },
      }),
    );
    expect(state.state).toEqual({ text: "Pending connection", tone: "info" });
    expect(state.steps).toEqual([
      { label: "Order received", status: "done", description: "25 November 2026" },
      { label: "Wi-Fi 6 modem on its way", status: "current", description: "Dispatched" },
      { label: "Service connected", status: "upcoming", description: "Expected 2 December 2026" },
    ]);
  });

  it("a requested cancellation says when the service stops; a cancelled one says it can no longer change", () => {
    const pending = serviceState(service({ cancellationDate: "2026-12-20", cancellationReference: "CX-1" }), inputs());
    expect(pending.state).toEqual({ text: "Cancellation requested", tone: "warning" });
    expect(pending.lines[0]).toBe("This service will be cancelled on 20 December 2026 (reference CX-1).");
    expect(serviceState(service({ serviceStatus: "Cancelled" }), inputs()).state.text).toBe("Cancelled");
  });
});

describe("a booked move on the service's card", () => {
  const move = (over: Partial<CustomerRequest> = {}): CustomerRequest => ({
    reference: "MV-100001",
    kind: "move",
    summary: "Move N1001",
    lodgedAt: "2026-11-20T00:00:00.000Z",
    serviceCode: "N1001",
    effectiveDate: "2099-12-12",
    status: "Scheduled",
    nextStep: "Your services move on the date shown.",
    newAddress: "1 Harbour St, Sydney NSW 2000",
    ...over,
  });
  const requests = (...list: CustomerRequest[]): StateInputs["requests"] => ({ ok: true, value: { requests: list } });

  it("says where to, when and how far it has got", () => {
    expect(bookedMove(service(), requests(move()))).toBe(
      "Moving to 1 Harbour St, Sydney NSW 2000 on Saturday 12 December 2099. Request MV-100001: Scheduled.",
    );
    expect(serviceState(service(), inputs({ requests: requests(move()) })).move).toMatch(/^Moving to /);
  });

  it("nothing for another service's move, a completed or past one, or when the requests could not be loaded", () => {
    expect(bookedMove(service(), requests(move({ serviceCode: "V2001" })))).toBeNull();
    expect(bookedMove(service(), requests(move({ status: "Completed" })))).toBeNull();
    expect(bookedMove(service(), requests(move({ effectiveDate: "2020-01-01" })))).toBeNull();
    expect(bookedMove(service(), { ok: false, message: "down", detail: null } as never)).toBeNull();
    expect(bookedMove(service(), null)).toBeNull();
  });
});
