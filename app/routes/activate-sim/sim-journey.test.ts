import { describe, expect, it } from "vitest";
import { pendingService, type SimAnswers, simJourney } from "./sim-journey.ts";

const start: SimAnswers = { serviceId: 9, serviceCode: "M5002", contextId: "ctx-12345678" };
const identity = { dateOfBirth: "1980-05-17", idType: "passport" as const, idNumberEnd: "4567" };
const sim = "8961012345678901232";

describe("the SIM activation's shape", () => {
  it("opens each question once the ones before it are answered", () => {
    expect(simJourney.firstOpen(start)).toBe("sim");
    expect(simJourney.mayShow(start, "sim")).toBe(true);
    expect(simJourney.mayShow(start, "number")).toBe(false);
    expect(simJourney.next(start)).toBe("/activate-sim");
    const keeping = { ...start, simNumber: sim, numberChoice: "keep" as const, portInMsn: "0400111222" };
    expect(simJourney.firstOpen(keeping)).toBe("numberCode");
    expect(simJourney.mayShow(keeping, "email")).toBe(false);
    expect(simJourney.mayShow(keeping, "sim")).toBe(true);
  });

  it("skips the port-in questions for a new number, there and back", () => {
    const fresh = { ...start, simNumber: sim, numberChoice: "new" as const };
    expect(simJourney.firstOpen(fresh)).toBe("email");
    expect(simJourney.mayShow(fresh, "keepNumber")).toBe(false);
    expect(simJourney.mayShow(fresh, "numberCode")).toBe(false);
    expect(simJourney.back(fresh, "email")).toBe("/activate-sim/number");
    const keeping = { ...fresh, numberChoice: "keep" as const, portInMsn: "0400111222", portInVerified: true };
    expect(simJourney.back(keeping, "email")).toBe("/activate-sim/number-code");
    expect(simJourney.back(start, "sim")).toBe("/home");
  });

  it("reaches the check only with every answer verified; a change goes back to it", () => {
    const all = {
      ...start,
      simNumber: sim,
      numberChoice: "keep" as const,
      portInMsn: "0400111222",
      portInVerified: true,
      emailAddress: "jo@example.com",
      emailVerified: false,
      identity,
    };
    expect(simJourney.firstOpen(all)).toBe("emailCode");
    expect(simJourney.mayShow(all, "check")).toBe(false);
    const verified = { ...all, emailVerified: true };
    expect(simJourney.firstOpen(verified)).toBe("check");
    expect(simJourney.back(verified, "check")).toBe("/activate-sim/identity");
    expect(simJourney.back(verified, "sim", true)).toBe("/activate-sim/check");
    expect(simJourney.next(verified, true)).toBe("/activate-sim/check");
    // A new email address is checked again before the check page.
    expect(simJourney.next({ ...verified, emailVerified: false }, true)).toBe("/activate-sim/email-code");
  });

  it("activates the chosen service when it waits for a SIM, else the first that does", () => {
    const active = { id: 1, code: "M5001", type: "mobile", serviceStatus: "Active" };
    const pending = { id: 2, code: "M5002", type: "mobile", serviceStatus: "Pending activation" };
    expect(pendingService([active, pending] as never, active as never)?.code).toBe("M5002");
    expect(pendingService([active] as never, active as never)).toBeUndefined();
  });
});
