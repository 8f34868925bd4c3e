import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { isTagManagerFree, TAG_MANAGER_FREE_PAGES } from "./tag-manager-pages.ts";

const appDir = path.resolve(import.meta.dirname, "..");

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

/** Every route of app/routes.ts as its whole pattern and its module's file. */
function pagesOf(entries: RouteEntry[], parent = ""): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${parent}/${entry.path}` : parent;
    return [{ pattern: pattern || "/", file: entry.file }, ...pagesOf(entry.children ?? [], pattern)];
  });
}

const pages = pagesOf(routes as RouteEntry[]);

/** The source of a module and of every module of app/ it imports, however deep. */
function sourceWithImports(file: string, seen = new Set<string>()): string {
  if (seen.has(file) || !existsSync(file)) return "";
  seen.add(file);
  const source = readFileSync(file, "utf8");
  const imported = [...source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map(([, specifier]) =>
    specifier!.startsWith("#app/")
      ? path.join(appDir, specifier!.slice("#app/".length))
      : specifier!.startsWith(".")
        ? path.resolve(path.dirname(file), specifier!)
        : null,
  );
  return [source, ...imported.map((next) => (next ? sourceWithImports(next, seen) : ""))].join("\n");
}

/** A field no third party may see: a password, a card, a one-time code, a bank account, an identity document. */
const SECRET_FIELD =
  /\btype\s*[:=]\s*"password"|"cc-(?:number|csc|exp)|"one-time-code"|\bfields\.(?:accountNumber|idNumber)\b/;

const secretPages = pages
  .filter((page) => SECRET_FIELD.test(sourceWithImports(path.join(appDir, page.file))))
  .map((page) => page.pattern);

describe("the pages free of the tag manager (docs/decisions/055)", () => {
  it("take in every page with a secret field", () => {
    // The scan finds what it is for: the card, bank account, password and code pages.
    expect(secretPages).toEqual(
      expect.arrayContaining([
        "/login",
        "/mfa",
        "/billing/pay/card",
        "/billing/payment-details/direct-debit",
        "/profile/edit",
        "/profile/password",
        "/home/cancel/check",
        "/activate-sim/number-code",
      ]),
    );
    expect(secretPages.filter((pattern) => !isTagManagerFree(pattern))).toEqual([]);
  });

  it("name pages that exist", () => {
    const stale = TAG_MANAGER_FREE_PAGES.filter(
      (free) => !pages.some((page) => matchRoutes([{ path: free }], page.pattern)),
    );
    expect(stale).toEqual([]);
  });

  it("are matched as React Router matches a URL: any case, a trailing slash, escapes decoded", () => {
    for (const pathname of ["/billing", "/billing/", "/BILLING/Pay/Card", "/billing/pay/c%61rd", "/profile/edit/"]) {
      expect(isTagManagerFree(pathname), pathname).toBe(true);
    }
    for (const pathname of ["/home", "/profile", "/profile/password/done", "/support", "/billingx"]) {
      expect(isTagManagerFree(pathname), pathname).toBe(false);
    }
  });
});
