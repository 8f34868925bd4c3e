import { describe, expect, it } from "vitest";
import type { Journey } from "#app/lib/journey/journey.ts";
import { addProductJourney, cancelJourney, energyContractJourney, planJourney } from "./journeys.ts";

// The shapes of the service journeys: order, where an answer leads, where "Back" goes.

describe("cancel a service", () => {
  const j = cancelJourney;
  const none = { serviceId: "1" };
  const reason = { ...none, reason: "moving" };
  const all = { ...reason, cancellationDate: "2026-12-01" };

  it("asks why, then when, then checks", () => {
    expect(j.questions).toEqual(["reason", "date"]);
    expect(j.next(none)).toBe("/home/cancel");
    expect(j.next(reason)).toBe("/home/cancel/date");
    expect(j.next(all)).toBe("/home/cancel/check");
  });

  it("shows no page before the answers it needs", () => {
    expect(j.mayShow(none, "reason")).toBe(true);
    expect(j.mayShow(none, "date")).toBe(false);
    expect(j.mayShow(reason, "check")).toBe(false);
    expect(j.mayShow(all, "check")).toBe(true);
  });

  it("goes back one question, from the first to /home, and to check after a change", () => {
    expect(j.back(all, "reason")).toBe("/home");
    expect(j.back(all, "date")).toBe("/home/cancel");
    expect(j.back(all, "check")).toBe("/home/cancel/date");
    expect(j.back(all, "reason", true)).toBe("/home/cancel/check");
    expect(j.next(all, true)).toBe("/home/cancel/check");
  });
});

describe("the one-question journeys", () => {
  it.each([
    [energyContractJourney, "contract", { contractCode: "E" }, "/home/energy-contract", "/home"],
    [planJourney, "plan", { contractCode: "P" }, "/home/plan", "/home"],
    [addProductJourney, "product", { productCode: "X", hardware: false }, "/home/plan/add", "/home/plan"],
  ] as const)("%#: one question, then check; back from check to it", (shape, step, answer, first, exit) => {
    const journey = shape as unknown as Journey<string, Record<string, unknown>>;
    const none = { serviceId: "1" };
    const all = { ...none, ...answer };
    expect(journey.questions[0]).toBe(step);
    expect(journey.urls[step]).toBe(first);
    expect(journey.next(none)).toBe(first);
    expect(journey.next(all)).toBe(journey.urls.check);
    expect(journey.mayShow(none, "check")).toBe(false);
    expect(journey.back(all, "check")).toBe(first);
    expect(journey.back(all, step)).toBe(exit);
    expect(journey.urls.done).toBe(`${first}/done`);
  });
});

describe("add a product", () => {
  const j = addProductJourney;
  const none = { serviceId: "1" };
  const staticIp = { ...none, productCode: "STATIC-IP", hardware: false };
  const modem = { ...none, productCode: "MODEM-AX", hardware: true };
  const toService = { ...modem, deliverTo: "service" as const };
  const toOther = { ...modem, deliverTo: "other" as const };
  const found = { ...toOther, delivery: { locationId: "L1", label: "1 Harbour Street, Sydney NSW 2000" } };

  it("asks where to send hardware only, and for another address only when asked to", () => {
    expect(j.questions).toEqual(["product", "delivery", "deliveryAddress"]);
    expect(j.next(staticIp)).toBe("/home/plan/add/check");
    expect(j.next(modem)).toBe("/home/plan/add/delivery");
    expect(j.next(toService)).toBe("/home/plan/add/check");
    expect(j.next(toOther)).toBe("/home/plan/add/delivery/address");
    expect(j.next(found)).toBe("/home/plan/add/check");
  });

  it("shows no delivery question for a product that is not posted, and goes back past what was skipped", () => {
    expect(j.mayShow(staticIp, "delivery")).toBe(false);
    expect(j.mayShow(toService, "deliveryAddress")).toBe(false);
    expect(j.mayShow(toOther, "check")).toBe(false);
    expect(j.back(staticIp, "check")).toBe("/home/plan/add");
    expect(j.back(toService, "check")).toBe("/home/plan/add/delivery");
    expect(j.back(found, "check")).toBe("/home/plan/add/delivery/address");
    expect(j.back(found, "deliveryAddress")).toBe("/home/plan/add/delivery");
    expect(j.back(found, "delivery", true)).toBe("/home/plan/add/check");
  });
});
