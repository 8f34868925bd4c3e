import { describe, expect, it } from "vitest";
import { backUrl, firstOpenStep, mayShow, pendingService, type SimJourney } from "./journey.server.ts";

const start: SimJourney = { serviceId: 9, serviceCode: "M5002", contextId: "ctx-12345678" };
const identity = { dateOfBirth: "1980-05-17", idType: "passport" as const, idNumberEnd: "4567" };

describe("the SIM activation's order of steps", () => {
  it("opens each step once the ones before it are answered", () => {
    expect(firstOpenStep(start)).toBe("sim");
    expect(mayShow(start, "sim")).toBe(true);
    expect(mayShow(start, "number")).toBe(false);
    const keeping = {
      ...start,
      simNumber: "8961012345678901232",
      numberChoice: "keep" as const,
      portInMsn: "0400111222",
    };
    expect(firstOpenStep(keeping)).toBe("numberCode");
    expect(mayShow(keeping, "email")).toBe(false);
    expect(mayShow(keeping, "sim")).toBe(true);
  });

  it("skips the port-in steps for a new number", () => {
    const fresh = { ...start, simNumber: "8961012345678901232", numberChoice: "new" as const };
    expect(firstOpenStep(fresh)).toBe("email");
    expect(mayShow(fresh, "keepNumber")).toBe(false);
    expect(backUrl(fresh, "email")).toBe("/activate-sim/number");
  });

  it("reaches the check only with every answer verified, and the outcome only once submitted", () => {
    const all = {
      ...start,
      simNumber: "8961012345678901232",
      numberChoice: "keep" as const,
      portInMsn: "0400111222",
      portInVerified: true,
      emailAddress: "jo@example.com",
      emailVerified: false,
      identity,
    };
    expect(firstOpenStep(all)).toBe("emailCode");
    expect(firstOpenStep({ ...all, emailVerified: true })).toBe("check");
    const done = {
      ...all,
      emailVerified: true,
      done: { reference: "SA-1", status: "x", nextStep: null, serviceStatus: null, phoneNumber: null, message: null },
    };
    expect(mayShow(done, "check")).toBe(false);
    expect(mayShow(done, "done")).toBe(true);
  });

  it("activates the chosen service when it waits for a SIM, else the first that does", () => {
    const active = { id: 1, code: "M5001", type: "mobile", serviceStatus: "Active" };
    const pending = { id: 2, code: "M5002", type: "mobile", serviceStatus: "Pending activation" };
    expect(pendingService([active, pending] as never, active as never)?.code).toBe("M5002");
    expect(pendingService([active] as never, active as never)).toBeUndefined();
  });
});
