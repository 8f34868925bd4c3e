// The JavaScript a browser downloads for each main page, read from the build: React Router's client
// manifest names the client entry and each route module with its imports; every static import of
// every chunk is followed from there, deduplicated. Each file counts with its gzip size (each file
// is compressed on its own when served). Script a page loads later (a form's checks, with zod, on
// first touch) is not counted: it is not needed to show or use the page.
//
// Three figures per page (docs/decisions/066-javascript-as-customers-download-it.md):
// - first visit: everything the page loads when it is the first page of a visit;
// - app-own: the first visit less the framework chunk (React, React DOM, React Router), which a
//   browser keeps cached across deploys of the portal;
// - navigation: the script a client navigation to the page fetches that the page navigated from
//   had not loaded already, at worst over every other main page as the page navigated from.

import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";
import { root } from "./server.ts";

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};
export type Manifest = { entry: { module: string; imports?: string[] }; routes: Record<string, ManifestRoute> };

/** One built file of build/client/assets: its sizes and the /assets/ URLs it imports statically. */
export type BuiltChunk = { raw: number; gzip: number; imports: string[]; code: string };

/** What the budget reads of a build: the manifest and every JavaScript file by its /assets/ URL. */
export type Build = { manifest: Manifest; chunks: Map<string, BuiltChunk> };

export type PageWeight = {
  page: string;
  routes: string[];
  files: number;
  rawBytes: number;
  /** The whole first visit, gzip. */
  gzipBytes: number;
  /** The framework chunk's share of it. */
  frameworkBytes: number;
  /** The first visit less the framework chunk. */
  appBytes: number;
  /** The /assets/ URLs of the first visit. */
  urls: string[];
  /** The heaviest client navigation to this page: from which main page, and its new script. */
  navigation: { from: string; bytes: number; urls: string[] };
};

/** The main pages held to the budget (and checked for reflow by tests/e2e/reflow.spec.ts). */
export const MAIN_PAGES = [
  "/login",
  "/mfa",
  "/home",
  "/home/usage",
  "/home/plan",
  "/home/cancel",
  "/home/energy-contract",
  "/requests",
  "/billing",
  "/billing/pay",
  "/billing/plan",
  "/billing/payment-details",
  "/billing/payment-details/card",
  "/billing/payment-details/direct-debit",
  "/profile/edit",
  "/profile/password",
  "/password/forgot",
  "/password/reset",
  "/support/new-complaint",
  "/support/new-ticket",
  "/service/service-tests",
  "/activate-sim",
  "/activate-sim/number-code",
  "/activate-sim/identity",
  "/activate-sim/check",
  "/move",
  "/move/address",
  "/move/date",
  "/move/services",
  "/move/check",
  "/signup",
  "/signup/address",
  "/signup/available",
  "/signup/plan",
  "/signup/details",
  "/signup/check",
  "/signup/done",
];

const KiB = 1024;
/**
 * What is gated is what a customer downloads (docs/decisions/063): a whole first visit, the
 * framework chunk included, and what a client navigation fetches. A page's own script beyond the
 * framework is reported with its change against the recorded figures (APP_SIZES_FILE), never gated.
 */
export const FIRST_VISIT_BUDGET_BYTES = 130 * KiB;
/** New script for a client navigation from another main page. */
export const NAVIGATION_BUDGET_BYTES = 20 * KiB;

/** The framework chunk's file: the "framework" group of vite.config.ts. */
const FRAMEWORK_FILE = /^\/assets\/framework-[\w-]+\.js$/;

/**
 * A string each framework package's production build holds, to check that each is in the framework
 * chunk and in no other file (a change to the group that left one of them out would show here).
 */
const FRAMEWORK_MARKERS: Record<string, string> = {
  React: "react.transitional.element",
  "React DOM": "__reactContainer$",
  "React Router": "__reactRouterVersion",
};

const clientDir = path.join(root, "build/client");

/** React Router's client manifest (build/client/assets/manifest-*.js). */
function readManifest(): Manifest {
  const assets = path.join(clientDir, "assets");
  const files = existsSync(assets) ? readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f)) : [];
  if (files.length !== 1)
    throw new Error(`expected one build/client/assets/manifest-*.js, found ${files.length}: run npm run build`);
  const text = readFileSync(path.join(assets, files[0]!), "utf8");
  const json = text.replace(/^window\.__reactRouterManifest\s*=\s*/, "").replace(/;\s*$/, "");
  return JSON.parse(json) as Manifest;
}

/** The static imports of a built chunk (`import … from"./x.js"`, `import"./x.js"`), as /assets/ URLs. */
export function staticImports(url: string, source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g;
  for (const match of source.matchAll(pattern)) {
    found.push(new URL(match[1]!, `http://x${url}`).pathname);
  }
  return found;
}

function gzipSize(buffer: Buffer): number {
  return gzipSync(buffer, { level: 9 }).length;
}

/** The manifest and every JavaScript file of build/client/assets. */
function readBuild(): Build {
  const manifest = readManifest();
  const chunks = new Map<string, BuiltChunk>();
  const assets = path.join(clientDir, "assets");
  for (const name of readdirSync(assets).filter((f) => f.endsWith(".js"))) {
    const url = `/assets/${name}`;
    const buffer = readFileSync(path.join(assets, name));
    const code = buffer.toString("utf8");
    chunks.set(url, { raw: buffer.length, gzip: gzipSize(buffer), imports: staticImports(url, code), code });
  }
  return { manifest, chunks };
}

/** The route tree of the manifest, as matchRoutes wants it. */
function routeTree(manifest: Manifest): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest.routes)) {
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((r) =>
      r.index
        ? { id: r.id, index: true }
        : { id: r.id, ...(r.path === undefined ? {} : { path: r.path }), children: build(r.id) },
    );
  return build(undefined);
}

/** The one framework chunk; throws unless there is exactly one and it alone holds each framework package. */
export function frameworkChunk(build: Build): string {
  const found = [...build.chunks.keys()].filter((url) => FRAMEWORK_FILE.test(url));
  if (found.length !== 1)
    throw new Error(`expected one framework chunk (/assets/framework-*.js), found ${found.length}: see vite.config.ts`);
  const framework = found[0]!;
  for (const [name, marker] of Object.entries(FRAMEWORK_MARKERS)) {
    const holders = [...build.chunks].filter(([, chunk]) => chunk.code.includes(marker)).map(([url]) => url);
    if (holders.length !== 1 || holders[0] !== framework)
      throw new Error(`${name} should be in ${framework} alone, found in: ${holders.join(", ") || "no file"}`);
  }
  return framework;
}

function sum(build: Build, urls: Iterable<string>, size: "raw" | "gzip"): number {
  let total = 0;
  for (const url of urls) total += build.chunks.get(url)![size];
  return total;
}

/** The files a first visit to `page` loads; throws naming the page when no route matches it. */
function firstVisit(
  build: Build,
  page: string,
  tree = routeTree(build.manifest),
): { routes: string[]; urls: Set<string> } {
  const matches = matchRoutes(tree, page);
  if (!matches) throw new Error(`no route of the build matches ${page}`);
  const routes = matches.map((m) => m.route.id!);
  const pending = [build.manifest.entry.module, ...(build.manifest.entry.imports ?? [])];
  for (const id of routes) {
    const route = build.manifest.routes[id]!;
    pending.push(route.module, ...(route.imports ?? []));
  }
  const urls = new Set<string>();
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (urls.has(url)) continue;
    const chunk = build.chunks.get(url);
    if (!chunk) throw new Error(`the manifest names ${url}, which is not in build/client`);
    urls.add(url);
    pending.push(...chunk.imports);
  }
  return { routes, urls };
}

/**
 * The weight of each page. A client navigation from page A to page B fetches B's files that A's
 * first visit did not load (the framework, the entry and the shared layouts are there already).
 * Every other page of `pages` is tried as A: more pairs than a customer can take through the
 * links, so the worst of them bounds every navigation between main pages.
 */
export function pageWeights(build: Build, pages: string[]): PageWeight[] {
  const framework = frameworkChunk(build);
  const tree = routeTree(build.manifest);
  const visits = pages.map((page) => ({ page, ...firstVisit(build, page, tree) }));
  return visits.map(({ page, routes, urls }) => {
    if (!urls.has(framework)) throw new Error(`${page} does not load the framework chunk ${framework}`);
    let navigation: PageWeight["navigation"] = { from: "", bytes: 0, urls: [] };
    for (const from of visits) {
      if (from.page === page) continue;
      const fresh = [...urls].filter((url) => !from.urls.has(url));
      const bytes = sum(build, fresh, "gzip");
      if (navigation.from === "" || bytes > navigation.bytes)
        navigation = { from: from.page, bytes, urls: fresh.sort() };
    }
    const gzipBytes = sum(build, urls, "gzip");
    const frameworkBytes = build.chunks.get(framework)!.gzip;
    return {
      page,
      routes,
      files: urls.size,
      rawBytes: sum(build, urls, "raw"),
      gzipBytes,
      frameworkBytes,
      appBytes: gzipBytes - frameworkBytes,
      urls: [...urls].sort(),
      navigation,
    };
  });
}

/** The weight of each main page in build/client. */
export function jsWeights(pages: string[]): PageWeight[] {
  return pageWeights(readBuild(), pages);
}

/** The budgets a page is over, as lines for a report; empty when it is within both. */
export function overBudget(w: PageWeight): string[] {
  const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
  const over: string[] = [];
  if (w.gzipBytes > FIRST_VISIT_BUDGET_BYTES)
    over.push(`first visit ${kib(w.gzipBytes)} > ${kib(FIRST_VISIT_BUDGET_BYTES)}`);
  if (w.navigation.bytes > NAVIGATION_BUDGET_BYTES)
    over.push(`navigation from ${w.navigation.from} ${kib(w.navigation.bytes)} > ${kib(NAVIGATION_BUDGET_BYTES)}`);
  return over;
}

/** The module URLs one of the portal's HTML pages preloads or imports (to check the manifest reading). */
export function modulesInHtml(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from)?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]!);
  return [...urls];
}

/** The per-page figures of the last recorded build, in the repository, so a change shows its growth. */
export const APP_SIZES_FILE = path.join(root, "docs/js-sizes.json");

/** Recorded figures: page → its app-own gzip bytes. */
export type RecordedSizes = Record<string, number>;

export function readRecordedSizes(): RecordedSizes {
  if (!existsSync(APP_SIZES_FILE)) return {};
  return (JSON.parse(readFileSync(APP_SIZES_FILE, "utf8")) as { appBytes: RecordedSizes }).appBytes;
}

export function recordSizes(weights: PageWeight[]): void {
  const appBytes = Object.fromEntries(weights.map((w) => [w.page, w.appBytes]));
  writeFileSync(APP_SIZES_FILE, `${JSON.stringify({ appBytes }, null, 2)}\n`);
}

/** A page's app-own change against the recorded figure, as "+0.2", "-1.0", "0.0", or "new". */
export function changeOf(w: PageWeight, recorded: RecordedSizes): string {
  const before = recorded[w.page];
  if (before === undefined) return "new";
  const delta = (w.appBytes - before) / KiB;
  return `${delta > 0 ? "+" : ""}${delta.toFixed(1)}`;
}
