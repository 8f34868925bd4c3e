import { describe, expect, it } from "vitest";
import { html, text } from "#tests/markup.tsx";
import { BackLink } from "./BackLink.tsx";

describe("BackLink", () => {
  it("is a link whose only text is its words (the arrow is drawn by CSS)", () => {
    const markup = html(<BackLink to="/billing">Back to billing</BackLink>);
    expect(markup).toMatch(/<a [^>]*href="\/billing"[^>]*>Back to billing<\/a>/);
    expect(text(markup)).toBe("Back to billing");
    expect(text(html(<BackLink to="/billing/pay" />))).toBe("Back");
  });
});
