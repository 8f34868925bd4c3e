import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NonceContext } from "./nonce.ts";
import { tagManagerTag } from "./tag-manager.server.ts";
import { TagManager } from "./tag-manager.tsx";

function render(url: string, id: string | null, noTagManager = false) {
  const Stub = createRoutesStub([
    { path: "/home", Component: () => <TagManager tag={tagManagerTag(id)} /> },
    { path: "/billing", handle: { noTagManager }, Component: () => <TagManager tag={tagManagerTag(id)} /> },
  ]);
  return renderToString(
    <NonceContext value="n0nce">
      <Stub initialEntries={[url]} />
    </NonceContext>,
  );
}

describe("TagManager (spec §1, wholesaler OE)", () => {
  it("injects the container with the CSP nonce", () => {
    const html = render("/home", "GTM-OESTAGE1");
    expect(html).toContain('nonce="n0nce"');
    expect(html).toContain("GTM-OESTAGE1");
    expect(html).toContain("googletagmanager.com/gtm.js");
  });

  it("is absent without an id, on pages that opt out, and on URLs carrying token=", () => {
    expect(render("/home", null)).not.toContain("<script");
    expect(render("/billing", "GTM-OEPROD1", true)).not.toContain("<script");
    expect(render("/home?token=abc", "GTM-OEPROD1")).not.toContain("<script");
  });
});
