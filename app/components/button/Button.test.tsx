// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { html } from "#tests/markup.tsx";
import { mount } from "#tests/dom.tsx";
import { Button, ButtonLink } from "./Button.tsx";

let shown: ReturnType<typeof mount> | null = null;
afterEach(() => {
  shown?.unmount();
  shown = null;
});

describe("Button", () => {
  it("is a real button, a submit button in a form unless told otherwise", () => {
    expect(html(<Button>Pay now</Button>)).toMatch(/^<button class="[^"]+">Pay now<\/button>/);
    expect(html(<Button type="button">Show</Button>)).toContain('type="button"');
  });

  it("while pending (disabled) keeps focus and refuses clicks and Enter: aria-disabled, not disabled", () => {
    let submits = 0;
    let clicks = 0;
    shown = mount(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submits++;
        }}
      >
        <Button disabled onClick={() => clicks++}>
          Pay now
        </Button>
      </form>,
    );
    const button = shown.container.querySelector("button")!;
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(button.getAttribute("aria-disabled")).toBe("true");
    button.focus();
    act(() => button.click());
    expect(clicks).toBe(0);
    expect(submits).toBe(0);
    expect(document.activeElement).toBe(button);
  });

  it("when enabled, sends its form and calls its handler", () => {
    let submits = 0;
    let clicks = 0;
    shown = mount(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submits++;
        }}
      >
        <Button onClick={() => clicks++}>Pay now</Button>
      </form>,
    );
    const button = shown.container.querySelector("button")!;
    expect(button.hasAttribute("aria-disabled")).toBe(false);
    act(() => button.click());
    expect([clicks, submits]).toEqual([1, 1]);
  });
});

describe("ButtonLink", () => {
  it("is a link that looks like a button, followed by a space for text browsers", () => {
    expect(html(<ButtonLink to="/billing/pay">Make a payment</ButtonLink>)).toMatch(
      /^<a [^>]*href="\/billing\/pay"[^>]*>Make a payment<\/a> $/,
    );
  });
});
