// @vitest-environment happy-dom
import { act } from "react";
import { createRoutesStub, Link, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { mount } from "#tests/dom.tsx";
import { PendingIndicator } from "./PendingIndicator.tsx";

let release: () => void = () => {};
let shown: ReturnType<typeof mount> | null = null;
afterEach(() => {
  release();
  shown?.unmount();
  shown = null;
});

/** A page with the indicator and a link to a page whose loader waits until `release()`. */
function pages() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <PendingIndicator />
          <Outlet />
        </>
      ),
      children: [
        { index: true, Component: () => <Link to="/slow">Slow page</Link> },
        {
          path: "slow",
          loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
          Component: () => <h1>Slow page</h1>,
        },
      ],
    },
  ]);
  return <Stub initialEntries={["/"]} />;
}

describe("PendingIndicator", () => {
  it("says nothing while idle, shows the bar and announces Loading… while a navigation is pending, and clears after", async () => {
    shown = mount(pages());
    const { container } = shown;
    const live = () => container.querySelector("[aria-live=polite]")!;
    await act(async () => {});
    expect(live().textContent).toBe("");
    expect(container.querySelector("[data-testid=pending-indicator]")).toBeNull();

    await act(async () => container.querySelector("a")!.click());
    expect(live().textContent).toBe("Loading…");
    // The bar is for the eye only: the live region is what a screen reader announces.
    expect(container.querySelector("[data-testid=pending-indicator]")?.getAttribute("aria-hidden")).toBe("true");

    await act(async () => release());
    expect(container.querySelector("h1")?.textContent).toBe("Slow page");
    expect(live().textContent).toBe("");
    expect(container.querySelector("[data-testid=pending-indicator]")).toBeNull();
  });
});
