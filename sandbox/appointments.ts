import { type BookEntry, NBN_TECHNOLOGY } from "#sandbox/address-book.ts";
import { providerIsoDate } from "#sandbox/util.ts";

/**
 * Technician visits for a move (extension, docs/decisions/048): the spec has no appointment call,
 * so the sandbox offers them itself. A visit is needed where the nbn's technology needs one (FTTC,
 * Fixed Wireless, Satellite) or the line is DSL; it is on a working day, never before the move
 * date nor before the technology's lead time, in a morning or an afternoon window.
 */

/** The two windows of a working day, wall time in the provider's zone. */
export const VISIT_WINDOWS = [
  { from: "08:00", to: "12:00" },
  { from: "12:00", to: "17:00" },
] as const;

/** How many working days of windows are offered. */
const OFFERED_DAYS = 5;

export interface VisitSlot {
  /** "2026-12-15T08:00": the day and the window's start, enough to find it again. */
  id: string;
  date: string;
  from: string;
  to: string;
}

const DAY = 86_400_000;

function isWorkingDay(iso: string): boolean {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
}

function nextDay(iso: string): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}

/** Whether a move to this address needs a technician, and the first day one can come (today's lead time). */
export function visitNeeds(entry: BookEntry, now: number): { technicianNeeded: boolean; earliest: string } {
  const technology = entry.nbn ? NBN_TECHNOLOGY[entry.nbn] : null;
  const technicianNeeded = technology ? technology.technician : entry.dsl;
  const leadDays = technology?.connectionDays ?? 10;
  return { technicianNeeded, earliest: providerIsoDate(new Date(now + leadDays * DAY)) };
}

/** The windows offered: on working days from the later of the move date and the earliest day. */
export function visitSlots(moveDate: string, earliest: string): VisitSlot[] {
  let day = moveDate > earliest ? moveDate : earliest;
  const slots: VisitSlot[] = [];
  while (slots.length < OFFERED_DAYS * VISIT_WINDOWS.length) {
    if (isWorkingDay(day)) for (const w of VISIT_WINDOWS) slots.push({ id: `${day}T${w.from}`, date: day, ...w });
    day = nextDay(day);
  }
  return slots;
}

/** The slot a booking names, if it is a window on a working day on or after the move date. */
export function slotOf(id: string, moveDate: string): VisitSlot | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(id);
  if (!match) return null;
  const [, date, from] = match as unknown as [string, string, string];
  const window = VISIT_WINDOWS.find((w) => w.from === from);
  if (!window || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || date < moveDate || !isWorkingDay(date)) return null;
  return { id, date, ...window };
}
