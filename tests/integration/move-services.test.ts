import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocatedAddress } from "#app/domain/address.ts";
import { qualifyAddress } from "#app/lib/address.server.ts";
import { createPortal, portalContext } from "#app/lib/portal.server.ts";
import { moveStore } from "#app/routes/move/move-store.server.ts";
import { action as servicesAction, loader as servicesLoader } from "#app/routes/move/services.tsx";
import { type AuditLine, setAuditSink } from "#server/audit/index.ts";
import { config } from "#server/config.ts";
import { providerFor } from "#server/provider/index.ts";
import { addressBook } from "#sandbox/address-book.ts";
import { records } from "#sandbox/testing.ts";
import { answer, request, signedIn, startPortalSandbox } from "./portal.ts";

/**
 * /move/services answers only with the services it offered: an id the page never listed (made up,
 * or another account's) is refused on this step (a 303 back to it, which then shows the error with
 * a 400), not something the last step has to catch.
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
  const argsFor = (req: Request) => {
    const context = new RouterContextProvider();
    context.set(portalContext, createPortal(req, session, token));
    return { request: req, context, params: {} } as never;
  };
  const moveDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const saved = await answer(() =>
    moveStore.answer(argsFor(request("/move/date", { cookie, method: "POST" })), {
      address,
      label: "1 Harbour Street, Sydney NSW 2000",
      manual: false,
      availability,
      moveDate,
    }),
  );
  expect(saved).toMatchObject({ status: 303, location: "/move/services" });
  const accountCode = (await portal.profile()).accountCode;
  const services = await portal.services();
  return {
    accountCode,
    services,
    post(ids: (number | string)[]) {
      const body = new URLSearchParams(ids.map((id) => ["serviceIds", String(id)]));
      const posted = new Request(request("/move/services").url, { method: "POST", headers: { cookie }, body });
      return answer(() => servicesAction(argsFor(posted)));
    },
    /** The page as the browser then loads it. */
    shown() {
      return answer(() => servicesLoader(argsFor(request("/move/services", { cookie }))));
    },
  };
}

const fieldError = (data: unknown) =>
  (data as { lastResult?: { error?: Record<string, string[] | null> } }).lastResult?.error?.serviceIds;

describe("/move/services", () => {
  it("refuses an id it never offered, on this page", async () => {
    const step = await atServicesStep();
    const movable = step.services.find((s) => s.code === "N1001")!;
    expect(await step.post([movable.id, 999_999])).toMatchObject({ status: 303, location: "/move/services" });
    const shown = await step.shown();
    expect(shown.status).toBe(400);
    expect(fieldError(shown.data)).toEqual(["Select the services that are moving"]);
  });

  it("refuses another account's service, on this page, with a line in the audit trail", async () => {
    const step = await atServicesStep();
    const theirs = (await records(sandbox, "services")).find((r) => r.accountCode !== step.accountCode)!;
    expect(step.services.some((s) => s.id === theirs.id)).toBe(false);
    const lines: AuditLine[] = [];
    setAuditSink({ info: (line) => lines.push(line) });
    try {
      expect(await step.post([theirs.id])).toMatchObject({ status: 303, location: "/move/services" });
    } finally {
      setAuditSink(undefined);
    }
    expect(lines).toEqual([
      expect.objectContaining({
        event: "access.refused",
        account: step.accountCode,
        object: "service",
        objectId: String(theirs.id),
      }),
    ]);
    const shown = await step.shown();
    expect(shown.status).toBe(400);
    expect(fieldError(shown.data)).toEqual(["Select the services that are moving"]);
  });

  it("takes the services it offered and goes on to the check", async () => {
    const step = await atServicesStep();
    const movable = step.services.find((s) => s.code === "N1001")!;
    expect(await step.post([movable.id])).toMatchObject({ status: 303, location: "/move/check" });
  });
});
