import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPortal, portalContext } from "#app/lib/portal.server.ts";
import { loader as simLoader } from "#app/routes/activate-sim/sim.tsx";
import { loader as moveCheckLoader } from "#app/routes/move/check.tsx";
import { loader as moveLoader } from "#app/routes/move/index.tsx";
import { config } from "#server/config.ts";
import { answer, request, signedIn, startPortalSandbox } from "./portal.ts";

/** What each of the two journeys checks before any of its pages: moving home is offered, a SIM waits. */

let sandbox: Awaited<ReturnType<typeof startPortalSandbox>>;
const featureMoving = config.FEATURE_MOVING;
beforeAll(async () => {
  sandbox = await startPortalSandbox();
});
afterAll(async () => {
  config.FEATURE_MOVING = featureMoving;
  await sandbox.stop();
});

async function get(path: string, route: (args: never) => unknown, email?: string) {
  const { session, token, cookie } = await signedIn(sandbox, { email });
  const req = request(path, { cookie });
  const context = new RouterContextProvider();
  context.set(portalContext, createPortal(req, session, token));
  return { session, ...(await answer(() => route({ request: req, context, params: {} } as never))) };
}

describe("moving home", () => {
  it("is not found while the brand does not offer it", async () => {
    config.FEATURE_MOVING = false;
    expect((await get("/move", moveLoader)).status).toBe(404);
    expect((await get("/move/check", moveCheckLoader)).status).toBe(404);
  });

  it("starts at its first question when the brand offers it; a later page leads there", async () => {
    config.FEATURE_MOVING = true;
    expect((await get("/move", moveLoader)).status).toBe(200);
    expect(await get("/move/check", moveCheckLoader)).toMatchObject({ status: 303, location: "/move" });
  });
});

describe("SIM activation", () => {
  it("sends a customer with no SIM waiting back to /home, saying so", async () => {
    const shown = await get("/activate-sim", simLoader);
    expect(shown).toMatchObject({ status: 303, location: "/home" });
    expect(shown.session.get("alert")).toEqual({
      type: "info",
      message: "There is no SIM waiting to be activated on your account.",
    });
  });

  it("asks for the SIM number of the service that waits for one", async () => {
    const shown = await get("/activate-sim", simLoader, "energy@example.com");
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({ serviceName: "Mobile 40GB plan", back: "/home", lastResult: null });
  });
});
