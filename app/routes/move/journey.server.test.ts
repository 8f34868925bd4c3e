import { describe, expect, it } from "vitest";
import type { Availability } from "#app/lib/address.server.ts";
import { addressUrl, firstOpenStep, mayShow } from "./journey.server.ts";

const address = {
  streetNumber: "1",
  streetName: "Harbour",
  streetType: "ST",
  suburb: "Sydney",
  state: "NSW",
  postCode: "2000",
};
const availability = { broadbandType: "nbn", electricity: true, gas: true } as Availability;

describe("moving home's order of steps", () => {
  it("asks the address, then the date, then the services, then checks", () => {
    expect(firstOpenStep({})).toBe("address");
    expect(mayShow({}, "available")).toBe(false);
    expect(mayShow({}, "date")).toBe(false);
    const located = { address, availability, label: "1 Harbour Street" };
    expect(firstOpenStep(located)).toBe("date");
    expect(mayShow(located, "available")).toBe(true);
    expect(mayShow(located, "services")).toBe(false);
    expect(firstOpenStep({ ...located, moveDate: "2026-12-01" })).toBe("services");
    expect(firstOpenStep({ ...located, moveDate: "2026-12-01", serviceIds: [] })).toBe("services");
    expect(firstOpenStep({ ...located, moveDate: "2026-12-01", serviceIds: [1] })).toBe("check");
  });

  it("asks the address again, found or typed in, at any step before the move is booked", () => {
    const located = { address, availability, label: "1 Harbour Street", moveDate: "2026-12-01", serviceIds: [1] };
    expect(mayShow({}, "manualAddress")).toBe(true);
    expect(mayShow(located, "manualAddress")).toBe(true);
    expect(mayShow(located, "address")).toBe(true);
    expect(
      mayShow({ ...located, done: { label: "x", moveDate: "2026-12-01", moved: [], failed: [] } }, "manualAddress"),
    ).toBe(false);
    expect(addressUrl({})).toBe("/move");
    expect(addressUrl({ ...located, manual: false })).toBe("/move");
    expect(addressUrl({ ...located, manual: true })).toBe("/move/address");
  });

  it("shows only the outcome once the move is booked", () => {
    const done = { done: { label: "x", moveDate: "2026-12-01", moved: [], failed: [] } };
    expect(mayShow(done, "check")).toBe(false);
    expect(mayShow(done, "done")).toBe(true);
  });
});
