import { describe, expect, it } from "vitest";
import { defineJourney } from "./journey.ts";

type Answers = { address?: string; typed?: boolean; kind?: "keep" | "new"; number?: string; date?: string };

const journey = defineJourney({
  name: "sample",
  urls: {
    address: "/j",
    typedAddress: "/j/address",
    available: "/j/available",
    kind: "/j/kind",
    number: "/j/number",
    date: "/j/date",
    check: "/j/check",
    done: "/j/done",
  },
  answered: {
    address: (a: Answers) => Boolean(a.address),
    kind: (a) => Boolean(a.kind),
    number: (a) => Boolean(a.number),
    date: (a) => Boolean(a.date),
  },
  aliases: { typedAddress: "address", available: "kind" },
  skipped: (a, step) => step === "number" && a.kind === "new",
  exit: "/home",
});

describe("a journey's shape", () => {
  const cases: { answers: Answers; open: string }[] = [
    { answers: {}, open: "address" },
    { answers: { address: "1 Harbour St" }, open: "kind" },
    { answers: { address: "1 Harbour St", kind: "keep" }, open: "number" },
    { answers: { address: "1 Harbour St", kind: "new" }, open: "date" },
    { answers: { address: "1 Harbour St", kind: "keep", number: "0412345678" }, open: "date" },
    { answers: { address: "1 Harbour St", kind: "new", date: "2026-12-01" }, open: "check" },
  ];
  it.each(cases)("asks the first open question that applies: $open", ({ answers, open }) => {
    expect(journey.firstOpen(answers)).toBe(open);
  });

  it("shows a question only once those before it are answered, and check once all are", () => {
    expect(journey.mayShow({}, "address")).toBe(true);
    expect(journey.mayShow({}, "kind")).toBe(false);
    expect(journey.mayShow({}, "check")).toBe(false);
    const answered = { address: "x", kind: "keep", number: "1", date: "2026-12-01" } as const;
    expect(journey.mayShow(answered, "check")).toBe(true);
    expect(journey.mayShow(answered, "address")).toBe(true);
  });

  it("never shows a question that does not apply", () => {
    expect(journey.mayShow({ address: "x", kind: "new" }, "number")).toBe(false);
    expect(journey.mayShow({ address: "x", kind: "keep" }, "number")).toBe(true);
  });

  it("shows a page that stands in for a question whenever the question may be shown", () => {
    expect(journey.mayShow({}, "typedAddress")).toBe(true);
    expect(journey.mayShow({}, "available")).toBe(false);
    expect(journey.mayShow({ address: "x" }, "available")).toBe(true);
    expect(journey.questionOf("available")).toBe("kind");
  });

  it("leads on to the next open question, or back to check-your-answers after a change", () => {
    expect(journey.next({ address: "x" })).toBe("/j/kind");
    const all = { address: "x", kind: "new", date: "2026-12-01" } as const;
    expect(journey.next(all)).toBe("/j/check");
    expect(journey.next(all, true)).toBe("/j/check");
    // A change that opens a question (keeping the number) asks it before going back.
    expect(journey.next({ ...all, kind: "keep" }, true)).toBe("/j/number");
  });

  it("goes back to the previous question that applies, or out of the journey", () => {
    expect(journey.back({}, "address")).toBe("/home");
    expect(journey.back({ kind: "new" }, "date")).toBe("/j/kind");
    expect(journey.back({ kind: "keep" }, "date")).toBe("/j/number");
    expect(journey.back({ kind: "keep" }, "check")).toBe("/j/date");
    expect(journey.back({ kind: "keep" }, "number", true)).toBe("/j/check");
    expect(journey.back({}, "available")).toBe("/j");
  });
});
