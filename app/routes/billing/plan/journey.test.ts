import { describe, expect, it } from "vitest";
import { PLAN_URLS, type PlanAnswers, planJourney } from "./journey.ts";
import { staleAnswer } from "./plan.server.ts";

const all: PlanAnswers = {
  instalmentCents: 2500,
  frequency: "monthly",
  startDate: "2026-06-20",
  reason: "Between jobs",
};

describe("the payment plan journey", () => {
  it("asks each question in turn, then shows the check page; none is skipped", () => {
    expect(planJourney.questions).toEqual(["instalment", "frequency", "start", "reason"]);
    expect(planJourney.next({})).toBe(PLAN_URLS.instalment);
    expect(planJourney.next({ instalmentCents: 2500 })).toBe(PLAN_URLS.frequency);
    expect(planJourney.next({ instalmentCents: 2500, frequency: "weekly" })).toBe(PLAN_URLS.start);
    expect(planJourney.next({ ...all, reason: undefined })).toBe(PLAN_URLS.reason);
    expect(planJourney.next(all)).toBe(PLAN_URLS.check);
    for (const step of planJourney.questions) expect(planJourney.mayShow(all, step)).toBe(true);
  });

  it("shows no page before its questions are answered", () => {
    expect(planJourney.mayShow({}, "frequency")).toBe(false);
    expect(planJourney.mayShow({ instalmentCents: 2500 }, "start")).toBe(false);
    expect(planJourney.mayShow({ ...all, reason: undefined }, "check")).toBe(false);
  });

  it("goes back one question at a time, to billing from the first, to the check page from a change", () => {
    expect(planJourney.back(all, "instalment")).toBe("/billing");
    expect(planJourney.back(all, "frequency")).toBe(PLAN_URLS.instalment);
    expect(planJourney.back(all, "start")).toBe(PLAN_URLS.frequency);
    expect(planJourney.back(all, "reason")).toBe(PLAN_URLS.start);
    expect(planJourney.back(all, "check")).toBe(PLAN_URLS.reason);
    expect(planJourney.back(all, "reason", true)).toBe(PLAN_URLS.check);
    expect(planJourney.next(all, true)).toBe(PLAN_URLS.check);
  });
});

describe("the request checked again before it is sent", () => {
  const now = () => new Date("2026-06-15T02:00:00Z"); // 15 Jun 2026, Sydney

  it("passes while what is owed covers the instalment and the date is in range", () => {
    expect(staleAnswer(all, 10_000, now)).toBeNull();
  });

  it("sends back to the instalment when the balance fell below it", () => {
    expect(staleAnswer(all, 2000, now)).toEqual({
      step: "instalment",
      field: "instalment",
      message: "Enter an amount of no more than the $20.00 you owe",
    });
  });

  it("sends back to the date once it has passed", () => {
    expect(staleAnswer({ ...all, startDate: "2026-06-14" }, 10_000, now)).toMatchObject({ step: "start" });
  });
});
