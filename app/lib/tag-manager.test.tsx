import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { NonceContext } from "./nonce.ts";
import { TAG_MANAGER_RAN } from "./tag-manager-pages.ts";
import { tagManagerSnippet, tagManagerTag } from "./tag-manager.server.ts";
import { loadTagManagerFreePagesAsDocuments, TagManager } from "./tag-manager.tsx";

function render(url: string, id: string | null) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <TagManager tag={tagManagerTag(id)} /> }]);
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

  it("is absent without an id, on pages free of it, and on URLs carrying token=", () => {
    expect(render("/home", null)).not.toContain("<script");
    expect(render("/billing/pay/card", "GTM-OEPROD1")).not.toContain("<script");
    expect(render("/profile/edit", "GTM-OEPROD1")).not.toContain("<script");
    expect(render("/home?token=abc", "GTM-OEPROD1")).not.toContain("<script");
  });

  it("marks the document it runs in, for good", () => {
    const inserted: unknown[] = [];
    const first = { parentNode: { insertBefore: (script: unknown) => inserted.push(script) } };
    const window: Record<string, unknown> = {};
    const document = { getElementsByTagName: () => [first], createElement: () => ({}) };
    runInNewContext(tagManagerSnippet("GTM-OESTAGE1"), { window, document });
    expect(inserted).toHaveLength(1);
    expect(window[TAG_MANAGER_RAN]).toBe(true);
    expect(() => runInNewContext(`"use strict"; delete window.${TAG_MANAGER_RAN}`, { window })).toThrow();
    expect(() => runInNewContext(`"use strict"; window.${TAG_MANAGER_RAN} = false`, { window })).toThrow();
  });
});

describe("a client navigation to a page free of the tag manager", () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });
  const go = (to: string) => () => loadTagManagerFreePagesAsDocuments({ url: new URL(to, "http://portal") });

  it("loads a new document when the tag manager ran in this one", () => {
    (globalThis as { window?: unknown }).window = { [TAG_MANAGER_RAN]: true };
    let thrown: unknown;
    try {
      go("/billing/pay/card?attempt=2")();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get("Location")).toBe("/billing/pay/card?attempt=2");
    expect(response.headers.has("X-Remix-Reload-Document")).toBe(true);
    expect(go("/home")).not.toThrow();
  });

  it("stays in the document when the tag manager never ran in it", () => {
    (globalThis as { window?: unknown }).window = {};
    expect(go("/billing/pay/card")).not.toThrow();
  });
});
