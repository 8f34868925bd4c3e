import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { isTagManagerFree } from "#app/lib/tag-manager-pages.ts";
import type { Config } from "#server/config.ts";
import { nextNonce, securityHeaders, tellPagesFreeOfTheTagManager } from "./security-headers.ts";

const oe = {
  wholesaler: { isOE: true },
  RETURN_TO_ORIGINS: [],
  loginUrl: "/login",
  isProduction: false,
} as unknown as Config;

function cspFor(config: Config, url: string): string {
  const headers = new Map<string, string>();
  const res = { locals: {}, setHeader: (name: string, value: string) => headers.set(name, value) };
  securityHeaders(config)({ originalUrl: url } as Request, res as unknown as Response, (() => {}) as NextFunction);
  return headers.get("Content-Security-Policy") ?? "";
}

describe("the CSP and the wholesaler's tag manager (docs/decisions/055)", () => {
  it("allows no tag manager origin until the app has said which pages are free of it", () => {
    expect(cspFor(oe, "/home")).not.toContain("googletagmanager");
  });

  it("allows its origins on the OE brand's other pages only", () => {
    tellPagesFreeOfTheTagManager(isTagManagerFree);
    expect(cspFor(oe, "/home")).toContain("img-src 'self' data: https://www.googletagmanager.com;");
    expect(cspFor(oe, "/home")).toContain("connect-src 'self' https://www.googletagmanager.com;");
    for (const url of ["/billing/pay/card", "/Profile/Edit/", "/billing/pay/c%61rd?x=1", "/login?redirectTo=/home"]) {
      expect(cspFor(oe, url), url).not.toContain("googletagmanager");
    }
    const other = { ...oe, wholesaler: { isOE: false } } as unknown as Config;
    expect(cspFor(other, "/home")).not.toContain("googletagmanager");
  });
});

describe("the staff listener's CSP (docs/staff.md)", () => {
  it("runs no script, has no tag manager, and lets forms go only to the console and the identity provider", () => {
    tellPagesFreeOfTheTagManager(isTagManagerFree);
    const headers = new Map<string, string>();
    const res = { locals: {}, setHeader: (name: string, value: string) => headers.set(name, value) };
    securityHeaders(oe, { staffFormTargets: () => "https://login.example.com" })(
      { originalUrl: "/staff" } as Request,
      res as unknown as Response,
      (() => {}) as NextFunction,
    );
    const csp = headers.get("Content-Security-Policy") ?? "";
    // Only the report poller, by its hash: no nonce, so the framework's scripts stay refused.
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
    expect(csp).not.toMatch(/nonce-|strict-dynamic/);
    expect(csp).not.toContain("googletagmanager");
    expect(csp).toMatch(/form-action 'self' https:\/\/login\.example\.com$/);
  });
});

describe("the CSP nonce, from a pooled buffer of random bytes", () => {
  it("is 128 bits, base64, and never the same twice across many pool refills", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5_000; i++) {
      const nonce = nextNonce();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      seen.add(nonce);
    }
    expect(seen.size).toBe(5_000);
  });

  it("is each response's own, in its CSP and res.locals", () => {
    const nonces = [0, 1, 2].map(() => {
      const headers = new Map<string, string>();
      const res = { locals: {} as { nonce?: string }, setHeader: (n: string, v: string) => headers.set(n, v) };
      securityHeaders(oe)({ originalUrl: "/home" } as Request, res as unknown as Response, (() => {}) as NextFunction);
      expect(headers.get("Content-Security-Policy")).toContain(`'nonce-${res.locals.nonce}'`);
      return res.locals.nonce;
    });
    expect(new Set(nonces).size).toBe(3);
  });
});
