import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Logo } from "./Logo.tsx";

describe("Logo", () => {
  it("is an image named by the brand, its wordmark shown to the eye only (the name is read once)", () => {
    const html = renderToStaticMarkup(<Logo name="Acme Energy" mark="energy" />);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Acme Energy"/);
    expect(html).toMatch(/<span[^>]*aria-hidden="true"[^>]*>Acme Energy<\/span>/);
  });

  it("draws each brand's own mark", () => {
    const portal = renderToStaticMarkup(<Logo name="Self Service Portal" />);
    const energy = renderToStaticMarkup(<Logo name="Self Service Portal" mark="energy" />);
    expect(portal).not.toBe(energy);
  });

  it("shows a configured logo file instead, named by its alt text", () => {
    const html = renderToStaticMarkup(<Logo name="Acme Energy" src="/brand/acme.svg" />);
    expect(html).toMatch(/<img[^>]*src="\/brand\/acme.svg"[^>]*alt="Acme Energy"/);
    expect(html).not.toContain("<svg");
  });
});
