import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AppShell } from "#app/components/app-shell/AppShell.tsx";
import { showsServiceSwitcher, SIGNED_IN_NAV } from "./signed-in-nav.ts";

/** The items marked `aria-current="page"` in the signed-in navigation at `url`. */
function currentItems(url: string): string[] {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <AppShell brand="Portal" navItems={SIGNED_IN_NAV}>
          page
        </AppShell>
      ),
    },
  ]);
  const markup = renderToString(<Stub initialEntries={[url]} />);
  // The sidebar (the second navigation; the first is the small screens' menu, the same list).
  const sidebar = markup.slice(markup.lastIndexOf("<nav"));
  return [...sidebar.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!);
}

describe("the signed-in navigation", () => {
  it.each([
    ["/home", ["Home"]],
    ["/home/usage", ["Usage"]],
    ["/home/plan", ["Plan"]],
    ["/home/outages", ["Outages"]],
    ["/service/service-tests", ["Diagnostics"]],
    ["/service/result", ["Diagnostics"]],
    ["/billing", ["Billing"]],
    ["/billing/pay", ["Billing"]],
    ["/billing/pay/confirm", ["Billing"]],
    ["/billing/plan", ["Billing"]],
    ["/billing/plan/confirm", ["Billing"]],
    ["/billing/payment-details", ["Payment details"]],
    ["/billing/payment-details/card", ["Payment details"]],
    ["/billing/payment-details/direct-debit/confirm", ["Payment details"]],
    ["/profile", ["Profile"]],
    ["/profile/edit", ["Profile"]],
    ["/support", ["Support"]],
    ["/support/new-complaint", ["Support"]],
    ["/support/report-fault", ["Support"]],
  ])("marks the current section on %s", (url, current) => {
    expect(currentItems(url)).toEqual(current);
  });

  it("marks nothing on a page outside every section, nor on a path that only starts alike", () => {
    expect(currentItems("/switch-account")).toEqual([]);
    expect(currentItems("/billings")).toEqual([]);
    expect(currentItems("/homepage")).toEqual([]);
  });
});

describe("the service switcher", () => {
  it.each([
    "/home",
    "/home/usage",
    "/home/plan/check",
    "/service/service-tests",
    "/support",
    "/support/report-fault",
    "/activate-sim",
  ])("shows on %s, a page about the selected service, when there is a choice", (path) => {
    expect(showsServiceSwitcher(path, 2)).toBe(true);
    expect(showsServiceSwitcher(path, 1)).toBe(false);
    expect(showsServiceSwitcher(path, 0)).toBe(false);
  });

  it.each(["/billing", "/billing/pay", "/profile", "/profile/edit", "/requests", "/move", "/homepage", "/services"])(
    "does not show on %s, a page about the whole account (or not a service section)",
    (path) => expect(showsServiceSwitcher(path, 3)).toBe(false),
  );
});
