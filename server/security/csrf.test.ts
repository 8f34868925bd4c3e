import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./csrf.ts";

const own = "https://portal.example.com";
const check = (h: { site?: string; origin?: string; referer?: string }) =>
  isSameOriginRequest({ site: h.site, origin: h.origin, referer: h.referer, ownOrigin: own });

describe("state-changing requests come only from the portal's own pages", () => {
  it("accepts a same-origin browser request", () => {
    expect(check({ site: "same-origin", origin: own })).toBe(true);
    expect(check({ site: "same-origin" })).toBe(true);
  });

  it("refuses a sibling subdomain (same-site) and other sites", () => {
    expect(check({ site: "same-site", origin: "https://blog.example.com" })).toBe(false);
    expect(check({ site: "same-site" })).toBe(false);
    expect(check({ site: "cross-site", origin: "https://evil.example" })).toBe(false);
    expect(check({ site: "none" })).toBe(false);
  });

  it("without Sec-Fetch-Site, needs our Origin, or else our Referer", () => {
    expect(check({ origin: own })).toBe(true);
    expect(check({ origin: "https://evil.example" })).toBe(false);
    expect(check({ origin: "null" })).toBe(false);
    expect(check({ origin: "https://evil.example", referer: `${own}/login` })).toBe(false);
    expect(check({ referer: `${own}/profile/edit` })).toBe(true);
    expect(check({ referer: "https://portal.example.com.evil.example/x" })).toBe(false);
    expect(check({})).toBe(false);
  });

  it("refuses a same-origin claim whose Origin is foreign", () => {
    expect(check({ site: "same-origin", origin: "https://evil.example" })).toBe(false);
  });
});
