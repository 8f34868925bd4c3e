import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Portal } from "#app/lib/portal.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { billingHeaders, checkStepAction, checkStepLoader, intentAction } from "./steps.server.ts";

const portal = { requestId: "test" } as unknown as Portal;

function args(fields: Record<string, string> | string) {
  const context = new RouterContextProvider();
  context.set(portalContext, portal);
  const body = typeof fields === "string" ? fields : new URLSearchParams(fields);
  const headers = { "Content-Type": typeof fields === "string" ? "text/plain" : "application/x-www-form-urlencoded" };
  return { request: new Request("http://localhost/billing/pay/confirm", { method: "POST", body, headers }), context };
}

/** What a loader or action threw: a redirect's status and Location, or a `data()` answer's status. */
async function thrown(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const init = (error as { init?: ResponseInit | null }).init;
    return { status: init?.status, data: (error as { data?: unknown }).data };
  }
  throw new Error("nothing was thrown");
}

describe("billing steps", () => {
  it("are never cached", () => {
    expect(billingHeaders({} as never)).toEqual({ "Cache-Control": "no-store" });
  });

  it("answer a form by its intent, with the portal and the form", async () => {
    const action = intentAction({
      "plan-edit": (p: Portal, formData: FormData) => ({ portal: p, reason: formData.get("reason") }),
    });
    expect(await action(args({ intent: "plan-edit", reason: "Between jobs" }))).toEqual({
      portal,
      reason: "Between jobs",
    });
  });

  it("answer any other form, no form, or a body that is not a form with 400", async () => {
    const action = intentAction({ "plan-edit": () => "edited" });
    expect(await thrown(() => action(args({ intent: "pay-now" })))).toEqual({
      status: 400,
      data: { message: "Unknown form" },
    });
    expect(await thrown(() => action(args({ intent: "toString" })))).toEqual({
      status: 400,
      data: { message: "Unknown form" },
    });
    expect(await thrown(() => action(args({})))).toMatchObject({ status: 400 });
    expect(await thrown(() => action(args("not a form")))).toMatchObject({ status: 400 });
  });

  it("show a check step only as the answer to its post; a plain visit goes back to the question", async () => {
    const loader = checkStepLoader("/billing/pay");
    const visit = args({});
    expect(await thrown(() => loader(visit))).toEqual({ status: 302, location: "/billing/pay" });

    const post = args({ intent: "pay-check" });
    const action = checkStepAction({ "pay-check": () => "checked" });
    expect(await action(post)).toBe("checked");
    expect(loader(post)).toBeNull();
  });
});
