// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ErrorSummary, type ErrorSummaryItem } from "./ErrorSummary.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const ITEMS: ErrorSummaryItem[] = [
  { message: "The email address or password is not correct" },
  { fieldId: "email", message: "Enter your email address" },
];

/** A page: the summary above a field it links to. */
function page(summary: React.ReactNode) {
  act(() =>
    root.render(
      <>
        {summary}
        <label htmlFor="email">Email address</label>
        <input id="email" name="email" />
      </>,
    ),
  );
}

const summary = () => container.querySelector<HTMLElement>("[role=alert]");

describe("ErrorSummary", () => {
  it("renders nothing without errors", () => {
    page(<ErrorSummary errors={[]} />);
    expect(container.querySelector("[role=alert]")).toBeNull();
  });

  it("is an alert titled 'There is a problem', form-level errors as text and field errors as links to their field", () => {
    page(<ErrorSummary errors={ITEMS} />);
    const alert = summary()!;
    expect(alert.querySelector("h2")?.textContent).toBe("There is a problem");
    expect(alert.getAttribute("aria-labelledby")).toBe(alert.querySelector("h2")?.id);
    const items = [...alert.querySelectorAll("li")].map((li) => [
      li.textContent,
      li.querySelector("a")?.getAttribute("href"),
    ]);
    expect(items).toEqual([
      ["The email address or password is not correct", undefined],
      ["Enter your email address", "#email"],
    ]);
    // Rendered with errors (a failed post without JavaScript, or its reply): it takes focus to be read first.
    expect(document.activeElement).toBe(alert);
  });

  it("with JavaScript, a link focuses its field instead of jumping to a fragment", () => {
    page(<ErrorSummary errors={ITEMS} />);
    const link = summary()!.querySelector("a")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe("email");
  });

  it("for a form, takes focus after each failed submit, never while the customer types", () => {
    const form = (failedSubmits: number) => ({ errorItems: () => ITEMS, failedSubmits });
    page(<ErrorSummary form={form(0)} />);
    // Errors found on blur or input: listed, but focus stays where the customer is.
    const input = container.querySelector("input")!;
    input.focus();
    page(<ErrorSummary form={form(0)} />);
    expect(summary()).not.toBeNull();
    expect(document.activeElement).toBe(input);
    page(<ErrorSummary form={form(1)} />);
    expect(document.activeElement).toBe(summary());
    input.focus();
    page(<ErrorSummary form={form(2)} />);
    expect(document.activeElement).toBe(summary());
  });

  it("leaves focus alone when told to (the catalogue's sample)", () => {
    const input = document.createElement("input");
    document.body.append(input);
    input.focus();
    page(<ErrorSummary errors={ITEMS} focusOnMount={false} />);
    expect(document.activeElement).toBe(input);
    input.remove();
  });
});
