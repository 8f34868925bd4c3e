import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SupportPhone, telHref } from "./SupportPhone.tsx";

describe("SupportPhone", () => {
  it("shows the number as written and dials its digits", () => {
    const markup = renderToString(<SupportPhone phone="1300 980 711" />);
    expect(markup).toMatch(/^<a href="tel:1300980711" class="[^"]+">1300 980 711<\/a>$/);
  });

  it("keeps a leading + and drops every other sign", () => {
    expect(telHref("+61 (2) 9876-5432")).toBe("tel:+61298765432");
    expect(telHref("13 62 62")).toBe("tel:136262");
  });

  it("adds a page's own emphasis to its class", () => {
    expect(renderToString(<SupportPhone phone="13 19 62" className="strong" />)).toMatch(/class="[^"]+ strong"/);
  });
});
