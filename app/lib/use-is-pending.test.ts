import type { Navigation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

let navigation: Partial<Navigation> = { state: "idle" };
vi.mock("react-router", () => ({ useNavigation: () => navigation }));
const { useIsPending } = await import("./use-is-pending.ts");

/** A post of `fields` to `action`, in the given state. */
function posting(action: string, fields: Record<string, string>, state: "submitting" | "loading" = "submitting") {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  navigation = { state, formMethod: "POST", formAction: action, formData } as Partial<Navigation>;
}

describe("useIsPending", () => {
  beforeEach(() => {
    navigation = { state: "idle" };
  });

  it("is false at rest and while a link (not a form) loads a page", () => {
    expect(useIsPending()).toBe(false);
    navigation = { state: "loading" };
    expect(useIsPending()).toBe(false);
  });

  it("is true for any post, during the post and the load after it, unless narrowed to the post alone", () => {
    posting("/profile/edit", {});
    expect(useIsPending()).toBe(true);
    posting("/profile/edit", {}, "loading");
    expect(useIsPending()).toBe(true);
    expect(useIsPending({ state: "submitting" })).toBe(false);
  });

  it("tells a page's forms apart by their intent", () => {
    posting("/home", { intent: "voip-password" });
    expect(useIsPending({ intent: "voip-password" })).toBe(true);
    expect(useIsPending({ intent: "voip-settings" })).toBe(false);
  });

  it("tells forms apart by where they post, ignoring the query", () => {
    posting("/billing/pay/confirm?index", { intent: "pay-now" });
    expect(useIsPending({ formAction: "/billing/pay/confirm" })).toBe(true);
    expect(useIsPending({ formAction: "/billing/plan" })).toBe(false);
    expect(useIsPending({ formMethod: "GET" })).toBe(false);
  });
});
