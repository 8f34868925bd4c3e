// Moving home's shape (docs/decisions/042): where the customer is moving to (found by a search or
// typed in by hand), what the new address can have, the move date, which services move, when the
// technician visits (only when broadband moves to an address that needs one, decision 048), then
// check your answers. Pure, so the pages and the tests share it.

import type { LocatedAddress } from "#app/domain/address.ts";
import type { Availability } from "#app/lib/address.server.ts";
import { defineJourney } from "#app/lib/journey/journey.ts";
import type { VisitSlot } from "#server/provider/schemas/requests.ts";
import { MOVE_URLS } from "./urls.ts";

export type MoveAnswers = {
  address?: LocatedAddress;
  label?: string;
  /** Typed in by hand (/move/address) rather than chosen from the search's matches. */
  manual?: boolean;
  availability?: Availability;
  moveDate?: string;
  serviceIds?: number[];
  /** Whether the services chosen need a technician at the new address (the provider says, with the services). */
  visit?: "needed" | "none";
  /** The visit's window, one the provider offered on or after the move date. */
  appointment?: VisitSlot;
};

/** What the confirmation shows: the provider's reference for each service moved. */
export type MoveDone = {
  label: string;
  moveDate: string;
  appointment: VisitSlot | null;
  /** Each service by its code (the key) and its name as the customer knows it (serviceName). */
  moved: { serviceCode: string; name?: string; reference: string; status: string }[];
  failed: { serviceCode: string; name?: string; message: string }[];
};

export type MoveQuestion = "address" | "date" | "services" | "appointment";
/** Pages that stand in for a question (its aliases). */
export type MoveAlias = "manualAddress" | "available";

export const moveJourney = defineJourney<MoveQuestion, MoveAnswers, MoveAlias>({
  name: "move",
  urls: MOVE_URLS,
  // The address typed in is another way to answer "where"; what the new address can have is
  // shown once the address is known, before the date is asked.
  aliases: { manualAddress: "address", available: "date" },
  answered: {
    address: (a) => Boolean(a.address && a.availability),
    date: (a) => Boolean(a.moveDate),
    services: (a) => Boolean(a.serviceIds?.length && a.visit),
    appointment: (a) => Boolean(a.appointment && a.moveDate && a.appointment.date >= a.moveDate),
  },
  skipped: (a, step) => step === "appointment" && a.visit !== "needed",
  exit: "/home",
});

/** Where the new address is asked again: the search, or the typed address's own form. */
export const addressUrl = (a: MoveAnswers) => (a.manual ? MOVE_URLS.manualAddress : MOVE_URLS.address);
