// @vitest-environment happy-dom
import { act } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { mount } from "#tests/dom.tsx";
import SessionTimeoutDialog from "./SessionTimeoutDialog.tsx";

let shown: ReturnType<typeof mount> | null = null;
afterEach(() => {
  shown?.unmount();
  shown = null;
});

/** The dialog as the signed-in layout opens it, over a page whose "Pay now" button had focus. */
function open(leftMs: number, onStay: () => Promise<void>) {
  const opener = document.createElement("button");
  opener.textContent = "Pay now";
  document.body.append(opener);
  opener.focus();
  const Stub = createRoutesStub([
    { path: "/", Component: () => <SessionTimeoutDialog leftMs={leftMs} onStay={onStay} /> },
  ]);
  shown = mount(<Stub initialEntries={["/"]} />);
  return { dialog: shown.container.querySelector("dialog")!, opener };
}

describe("SessionTimeoutDialog", () => {
  it("opens as a modal named by its question, says the time left in words, and starts on Stay signed in", async () => {
    const { dialog } = open(65_000, async () => {});
    await act(async () => {});
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe(
      "Do you want to stay signed in?",
    );
    expect(dialog.querySelector("[role=timer]")?.textContent).toBe("1 minute 5 seconds");
    expect(document.activeElement?.textContent).toBe("Stay signed in");
    // Signing out is a plain post to /logout: it works even if the page's script has gone.
    const form = dialog.querySelector("form")!;
    expect([form.getAttribute("method"), form.getAttribute("action")]).toEqual(["post", "/logout"]);
  });

  it("Stay signed in, or Escape, asks to stay; a failure says so in words", async () => {
    let stays = 0;
    let fail = false;
    const { dialog } = open(30_000, () => {
      stays++;
      return fail ? Promise.reject(new Error("offline")) : Promise.resolve();
    });
    await act(async () => {});
    const stay = dialog.querySelector<HTMLButtonElement>("button[data-stay]")!;
    await act(async () => stay.click());
    expect(stays).toBe(1);
    expect(dialog.querySelector("[role=alert]")).toBeNull();

    const escape = new Event("cancel", { cancelable: true });
    await act(async () => dialog.dispatchEvent(escape));
    expect(escape.defaultPrevented).toBe(true);
    expect(stays).toBe(2);

    fail = true;
    await act(async () => stay.click());
    expect(stays).toBe(3);
    expect(dialog.querySelector("[role=alert]")?.textContent).toBe(
      "We could not reach the portal. Check your connection and try again.",
    );
  });

  it("gives focus back where it was when it closes", async () => {
    const { opener } = open(30_000, async () => {});
    await act(async () => {});
    expect(document.activeElement).not.toBe(opener);
    shown!.unmount();
    shown = null;
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
