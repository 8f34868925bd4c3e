import { describe, expect, it } from "vitest";
import {
  type Build,
  type BuiltChunk,
  frameworkChunk,
  type Manifest,
  changeOf,
  overBudget,
  pageWeights,
  staticImports,
} from "./js-weight.ts";

const FRAMEWORK_CODE = "react.transitional.element __reactContainer$ __reactRouterVersion";

/** A build of `files` (URL → [gzip bytes, static imports, code]) under `manifest`. */
function buildOf(manifest: Manifest, files: Record<string, [number, string[], string?]>): Build {
  const chunks = new Map<string, BuiltChunk>();
  for (const [url, [gzip, imports, code]] of Object.entries(files))
    chunks.set(url, { raw: gzip * 3, gzip, imports, code: code ?? "" });
  return { manifest, chunks };
}

const manifest: Manifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/framework-A1.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/shared.js"] },
    "routes/a": { id: "routes/a", parentId: "root", path: "a", module: "/assets/a.js" },
    "routes/b": { id: "routes/b", parentId: "root", path: "b", module: "/assets/b.js", imports: ["/assets/b-part.js"] },
    "routes/c": { id: "routes/c", parentId: "root", path: "c", module: "/assets/c.js" },
  },
};
const files: Record<string, [number, string[], string?]> = {
  "/assets/entry.js": [100, ["/assets/framework-A1.js"]],
  "/assets/framework-A1.js": [100_000, [], FRAMEWORK_CODE],
  "/assets/root.js": [1_000, ["/assets/shared.js", "/assets/framework-A1.js"]],
  "/assets/shared.js": [5_000, []],
  "/assets/a.js": [2_000, ["/assets/shared.js"]],
  // b's module imports c's part too: a navigation from c to b does not fetch it again.
  "/assets/b.js": [3_000, ["/assets/c-part.js"]],
  "/assets/b-part.js": [4_000, []],
  "/assets/c.js": [500, ["/assets/c-part.js"]],
  "/assets/c-part.js": [6_000, []],
  // Loaded by a dynamic import only (a form's checks): never on a first visit.
  "/assets/lazy.js": [30_000, []],
};

describe("JavaScript per page from the build manifest", () => {
  it("counts the entry, the matched routes and every static import, once each", () => {
    const [a, b] = pageWeights(buildOf(manifest, files), ["/a", "/b"]);
    expect(a!.urls).toEqual([
      "/assets/a.js",
      "/assets/entry.js",
      "/assets/framework-A1.js",
      "/assets/root.js",
      "/assets/shared.js",
    ]);
    expect(a!.gzipBytes).toBe(100 + 100_000 + 1_000 + 5_000 + 2_000);
    expect(a!.frameworkBytes).toBe(100_000);
    expect(a!.appBytes).toBe(8_100);
    expect(b!.appBytes).toBe(100 + 1_000 + 5_000 + 3_000 + 4_000 + 6_000);
    expect(b!.urls).not.toContain("/assets/lazy.js");
  });

  it("takes a navigation's worst case over every other page: what the page navigated from had not loaded", () => {
    const [a, b, c] = pageWeights(buildOf(manifest, files), ["/a", "/b", "/c"]);
    expect(b!.navigation).toEqual({
      from: "/a",
      bytes: 3_000 + 4_000 + 6_000,
      urls: ["/assets/b-part.js", "/assets/b.js", "/assets/c-part.js"],
    });
    expect(a!.navigation).toEqual({ from: "/b", bytes: 2_000, urls: ["/assets/a.js"] });
    expect(c!.navigation.bytes).toBe(6_500);
  });

  it("needs exactly one framework chunk, holding React, React DOM and React Router alone", () => {
    expect(frameworkChunk(buildOf(manifest, files))).toBe("/assets/framework-A1.js");
    const split = { ...files, "/assets/framework-B2.js": [1, []] as [number, string[]] };
    expect(() => frameworkChunk(buildOf(manifest, split))).toThrow(/expected one framework chunk .* found 2/);
    const reactDomElsewhere = {
      ...files,
      "/assets/framework-A1.js": [100_000, [], "react.transitional.element __reactRouterVersion"] as [
        number,
        string[],
        string,
      ],
      "/assets/root.js": [1_000, [], "__reactContainer$"] as [number, string[], string],
    };
    expect(() => frameworkChunk(buildOf(manifest, reactDomElsewhere))).toThrow(
      "React DOM should be in /assets/framework-A1.js alone, found in: /assets/root.js",
    );
  });

  it("names each budget a page is over", () => {
    const [b] = pageWeights(buildOf(manifest, { ...files, "/assets/b-part.js": [40_000, []] }), ["/b", "/a"]);
    expect(overBudget(b!)).toEqual(["first visit 151.5 KiB > 130.0 KiB", "navigation from /a 47.9 KiB > 20.0 KiB"]);
    const [a] = pageWeights(buildOf(manifest, files), ["/a", "/b"]);
    expect(overBudget(a!)).toEqual([]);
  });

  it("reports a page's own script against the recorded figures, never as a budget", () => {
    const [a] = pageWeights(buildOf(manifest, files), ["/a", "/b"]);
    expect(changeOf(a!, { "/a": a!.appBytes - 205 })).toBe("+0.2");
    expect(changeOf(a!, { "/a": a!.appBytes + 1024 })).toBe("-1.0");
    expect(changeOf(a!, { "/a": a!.appBytes })).toBe("0.0");
    expect(changeOf(a!, {})).toBe("new");
    const [b] = pageWeights(buildOf(manifest, { ...files, "/assets/b-part.js": [10_000, []] }), ["/b", "/a"]);
    expect(b!.appBytes).toBeGreaterThan(15 * 1024);
    expect(overBudget(b!)).toEqual([]);
  });

  it("reads a minified chunk's static imports, not its dynamic ones", () => {
    const code = `import{a as e}from"./framework-A1.js";import"./global.css-X.js";const l=()=>import("./lazy.js");`;
    expect(staticImports("/assets/page.js", code)).toEqual(["/assets/framework-A1.js", "/assets/global.css-X.js"]);
  });
});
