import { describe, expect, it } from "vitest";
import { addressBook } from "#sandbox/address-book.ts";
import { slotOf, visitNeeds, visitSlots } from "#sandbox/appointments.ts";

const entry = (id: string) => addressBook.find((e) => e.address.locationId === id)!;

describe("a move's technician visits", () => {
  it("are needed where the line needs a technician", () => {
    const now = Date.parse("2026-11-25T01:00:00Z");
    expect(visitNeeds(entry("LOC000000002"), now)).toEqual({ technicianNeeded: true, earliest: "2026-12-05" }); // FTTC
    expect(visitNeeds(entry("LOC000000001"), now).technicianNeeded).toBe(false); // FTTP
  });

  it("are offered on working days from the move date, never before it", () => {
    // A move on Tuesday 15 December 2026, the lead time over by then.
    const slots = visitSlots("2026-12-15", "2026-12-05");
    expect(slots[0]).toEqual({ id: "2026-12-15T08:00", date: "2026-12-15", from: "08:00", to: "12:00" });
    expect(slots.every((s) => s.date >= "2026-12-15")).toBe(true);
    expect(slots.some((s) => s.date === "2026-12-19" || s.date === "2026-12-20")).toBe(false); // the weekend
    expect(slots).toHaveLength(10);
  });

  it("start at the lead time when the move is sooner", () => {
    expect(visitSlots("2026-11-26", "2026-12-07")[0]!.date).toBe("2026-12-07");
  });

  it("are booked only as a window on a working day on or after the move date", () => {
    expect(slotOf("2026-12-15T12:00", "2026-12-15")).toEqual({
      id: "2026-12-15T12:00",
      date: "2026-12-15",
      from: "12:00",
      to: "17:00",
    });
    expect(slotOf("2026-12-07T08:00", "2026-12-15")).toBeNull(); // before the move
    expect(slotOf("2026-12-19T08:00", "2026-12-15")).toBeNull(); // a Saturday
    expect(slotOf("2026-12-15T09:00", "2026-12-15")).toBeNull(); // not a window
    expect(slotOf("soon", "2026-12-15")).toBeNull();
  });
});
