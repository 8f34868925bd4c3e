import { describe, expect, it } from "vitest";
import type { Availability } from "#app/lib/address.server.ts";
import { addressUrl, moveJourney } from "./move-journey.ts";

const address = {
  streetNumber: "1",
  streetName: "Harbour",
  streetType: "ST",
  suburb: "Sydney",
  state: "NSW",
  postCode: "2000",
};
const availability = { broadbandType: "nbn", electricity: true, gas: true } as Availability;
const located = { address, availability, label: "1 Harbour Street" };

describe("moving home's shape", () => {
  it("asks the address, then the date, then the services, then checks", () => {
    expect(moveJourney.firstOpen({})).toBe("address");
    expect(moveJourney.next({})).toBe("/move");
    expect(moveJourney.mayShow({}, "available")).toBe(false);
    expect(moveJourney.mayShow({}, "date")).toBe(false);
    expect(moveJourney.mayShow({}, "check")).toBe(false);
    expect(moveJourney.firstOpen(located)).toBe("date");
    expect(moveJourney.mayShow(located, "available")).toBe(true);
    expect(moveJourney.mayShow(located, "services")).toBe(false);
    expect(moveJourney.firstOpen({ ...located, moveDate: "2026-12-01" })).toBe("services");
    expect(moveJourney.firstOpen({ ...located, moveDate: "2026-12-01", serviceIds: [] })).toBe("services");
    expect(moveJourney.next({ ...located, moveDate: "2026-12-01", serviceIds: [1], visit: "none" })).toBe(
      "/move/check",
    );
  });

  it("asks the address again, found or typed in, at any step", () => {
    const all = { ...located, moveDate: "2026-12-01", serviceIds: [1], visit: "none" as const };
    expect(moveJourney.mayShow({}, "manualAddress")).toBe(true);
    expect(moveJourney.mayShow(all, "manualAddress")).toBe(true);
    expect(moveJourney.mayShow(all, "address")).toBe(true);
    expect(addressUrl({})).toBe("/move");
    expect(addressUrl({ ...all, manual: false })).toBe("/move");
    expect(addressUrl({ ...all, manual: true })).toBe("/move/address");
  });

  it("goes back one question at a time, to check-your-answers for a change, and out to /home from the first", () => {
    const all = { ...located, moveDate: "2026-12-01", serviceIds: [1], visit: "none" as const };
    expect(moveJourney.back(all, "address")).toBe("/home");
    expect(moveJourney.back(all, "services")).toBe("/move/date");
    expect(moveJourney.back(all, "check")).toBe("/move/services");
    expect(moveJourney.back(all, "date", true)).toBe("/move/check");
    // A date changed from check-your-answers goes back there.
    expect(moveJourney.next(all, true)).toBe("/move/check");
  });

  it("asks when the technician visits only when one is needed, on or after the move date", () => {
    const chosen = { ...located, moveDate: "2026-12-15", serviceIds: [1] };
    const slot = (date: string) => ({ id: `${date}T08:00`, date, from: "08:00", to: "12:00" });
    expect(moveJourney.firstOpen({ ...chosen, visit: "none" })).toBe("check");
    expect(moveJourney.mayShow({ ...chosen, visit: "none" }, "appointment")).toBe(false);
    expect(moveJourney.firstOpen({ ...chosen, visit: "needed" })).toBe("appointment");
    expect(moveJourney.next({ ...chosen, visit: "needed" })).toBe("/move/appointment");
    expect(moveJourney.back({ ...chosen, visit: "needed" }, "appointment")).toBe("/move/services");
    expect(moveJourney.back({ ...chosen, visit: "needed", appointment: slot("2026-12-15") }, "check")).toBe(
      "/move/appointment",
    );
    expect(moveJourney.back({ ...chosen, visit: "none" }, "check")).toBe("/move/services");
    expect(moveJourney.firstOpen({ ...chosen, visit: "needed", appointment: slot("2026-12-15") })).toBe("check");
    // A visit before the move date (the date changed since) is asked again.
    expect(moveJourney.firstOpen({ ...chosen, visit: "needed", appointment: slot("2026-12-07") })).toBe("appointment");
  });
});
