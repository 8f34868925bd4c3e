import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocatedAddress } from "#app/domain/address.ts";
import { qualifyAddress } from "#app/lib/address.server.ts";
import { createPortal, portalContext } from "#app/lib/portal.server.ts";
import { action as servicesAction } from "#app/routes/move/services.tsx";
import { saveJourney } from "#app/routes/move/journey.server.ts";
import { config } from "#server/config.ts";
import { providerFor } from "#server/provider/index.ts";
import { addressBook } from "#sandbox/address-book.ts";
import { records } from "#sandbox/testing.ts";
import { answer, request, signedIn, startPortalSandbox } from "./portal.ts";

/**
 * /move/services answers only with the services it offered: an id the page never listed (made up,
 * or another account's) is a 400 on this step, not something the last step has to catch.
 */

let sandbox: Awaited<ReturnType<typeof startPortalSandbox>>;
const featureMoving = config.FEATURE_MOVING;
beforeAll(async () => {
  sandbox = await startPortalSandbox();
  config.FEATURE_MOVING = true;
});
afterAll(async () => {
  config.FEATURE_MOVING = featureMoving;
  await sandbox.stop();
});

/** A signed-in demo customer whose move is at "Which services are moving?"; posts that step. */
async function atServicesStep() {
  const { session, token, cookie } = await signedIn(sandbox);
  const address = addressBook.find((e) => e.address.locationId === "LOC000000001")!.address as LocatedAddress;
  const availability = await qualifyAddress(providerFor(request("/move")), address);
  const portal = createPortal(request("/move/services", { cookie }), session, token);
  const moveDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await saveJourney(portal, {
    address,
    label: "1 Harbour Street, Sydney NSW 2000",
    manual: false,
    availability,
    moveDate,
  });
  const accountCode = (await portal.profile()).accountCode;
  const services = await portal.services();
  return {
    accountCode,
    services,
    post(ids: (number | string)[]) {
      const req = request("/move/services", { cookie, method: "POST" });
      const body = new URLSearchParams(ids.map((id) => ["serviceIds", String(id)]));
      const posted = new Request(req.url, { method: "POST", headers: req.headers, body });
      const context = new RouterContextProvider();
      context.set(portalContext, createPortal(posted, session, token));
      return answer(() => servicesAction({ request: posted, context, params: {} } as never));
    },
  };
}

const fieldError = (data: unknown) =>
  (data as { result?: { error?: Record<string, string[] | null> } }).result?.error?.serviceIds;

describe("/move/services", () => {
  it("refuses an id it never offered with a 400", async () => {
    const step = await atServicesStep();
    const movable = step.services.find((s) => s.code === "N1001")!;
    const answered = await step.post([movable.id, 999_999]);
    expect(answered.status).toBe(400);
    expect(fieldError(answered.data)).toEqual(["Select the services that are moving"]);
  });

  it("refuses another account's service with a 400", async () => {
    const step = await atServicesStep();
    const theirs = (await records(sandbox, "services")).find((r) => r.accountCode !== step.accountCode)!;
    expect(step.services.some((s) => s.id === theirs.id)).toBe(false);
    const answered = await step.post([theirs.id]);
    expect(answered.status).toBe(400);
    expect(fieldError(answered.data)).toEqual(["Select the services that are moving"]);
  });

  it("takes the services it offered and goes on to the check", async () => {
    const step = await atServicesStep();
    const movable = step.services.find((s) => s.code === "N1001")!;
    expect(await step.post([movable.id])).toMatchObject({ status: 303, location: "/move/check" });
  });
});
