import { describe, expect, it } from "vitest";
import type { Availability } from "#app/lib/address.server.ts";
import type { LocatedAddress } from "#app/domain/address.ts";
import { type JoinAnswers, JOIN_URLS, joinJourney } from "./journey.ts";

const address = { address: { locationId: "LOC1" } as LocatedAddress, label: "1 Harbour Street", manual: false };
const availability = { locationId: "LOC1", broadbandType: "nbn" } as Availability;
const plan = { planCode: "NBN100-20" };
const details = {
  firstName: "Jo",
  lastName: "Citizen",
  email: "jo@example.com",
  mobile: "0412345678",
  dateOfBirth: "1980-05-01",
};

const none: JoinAnswers = {};
const located: JoinAnswers = { address, availability };
const planned: JoinAnswers = { ...located, plan };
const all: JoinAnswers = { ...planned, details };

describe("the join journey's shape", () => {
  it("asks the address, the plan and the details, in that order, then check your answers", () => {
    expect(joinJourney.questions).toEqual(["address", "plan", "details"]);
    expect([none, { address }, located, planned, all].map((answers) => joinJourney.next(answers))).toEqual([
      JOIN_URLS.address,
      JOIN_URLS.address,
      JOIN_URLS.plan,
      JOIN_URLS.details,
      JOIN_URLS.check,
    ]);
  });

  it.each([
    // page, answers, may it be shown
    ["address", none, true],
    ["manualAddress", none, true],
    ["available", none, false],
    ["plan", none, false],
    ["available", located, true],
    ["plan", located, true],
    ["details", located, false],
    ["details", planned, true],
    ["check", planned, false],
    ["check", all, true],
    ["manualAddress", all, true],
  ] as const)("%s with %o: shown %s", (page, answers, shown) => {
    expect(joinJourney.mayShow(answers, page)).toBe(shown);
  });

  it("the address typed in answers the address question; what is available stands before the plan", () => {
    expect(joinJourney.questionOf("manualAddress")).toBe("address");
    expect(joinJourney.questionOf("available")).toBe("plan");
  });

  it.each([
    ["available", JOIN_URLS.address],
    ["plan", JOIN_URLS.address],
    ["details", JOIN_URLS.plan],
    ["check", JOIN_URLS.details],
  ] as const)("Back from %s goes to %s", (page, back) => {
    expect(joinJourney.back(all, page)).toBe(back);
  });

  it("a question changed from check your answers goes back there, once every question has its answer", () => {
    expect(joinJourney.back(all, "plan", true)).toBe(JOIN_URLS.check);
    expect(joinJourney.next(all, true)).toBe(JOIN_URLS.check);
    // A new address whose plan is taken out: the plan is asked again first.
    expect(joinJourney.next(located, true)).toBe(JOIN_URLS.plan);
  });

  it("keeps the URLs it always had", () => {
    expect(JOIN_URLS).toEqual({
      address: "/signup",
      manualAddress: "/signup/address",
      available: "/signup/available",
      plan: "/signup/plan",
      details: "/signup/details",
      check: "/signup/check",
      done: "/signup/done",
    });
  });
});
