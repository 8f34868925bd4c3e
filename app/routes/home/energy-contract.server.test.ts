import { describe, expect, it } from "vitest";
import type { Portal } from "#app/lib/portal.server.ts";
import { ProviderError } from "#server/provider/errors.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import { currentMonthlyEstimate } from "./energy-contract.server.ts";

const service = { id: 7, type: "Electricity", planCode: "E-SAVER" } as unknown as Service;
const contract = { code: "E-SAVER", usageRateCents: 30, dailySupplyCents: 100, usageUnit: "kWh" };
const reads = { usage: [{ quantity: 300, unit: "kWh" }] };

/** A client whose calls answer as given; any other call fails as a timeout would. */
function client(answers: Record<string, unknown>) {
  const call = (name: string) => () =>
    name in answers
      ? Promise.resolve(answers[name])
      : Promise.reject(new ProviderError({ kind: "timeout", message: "timeout of 10000 ms exceeded" }));
  return {
    account: { electricityUsage: call("electricityUsage"), gasUsage: call("gasUsage") },
    lookup: { electricityContracts: call("electricityContracts"), gasContracts: call("gasContracts") },
  };
}

describe("home's energy estimate", () => {
  it("asks for the contract and the usage on the secondary budget (an optional card never waits the full timeout)", async () => {
    const portal = {
      api: client({}),
      secondary: client({ electricityUsage: reads, electricityContracts: { contracts: [contract] } }),
    } as unknown as Portal;
    expect(await currentMonthlyEstimate(portal, service)).toBe(Math.round(300 * 30 + 100 * (365 / 12)));
  });
});
