import { describe, expect, it } from "vitest";
import { allowedReturnTo, pagePath, signInUrl } from "./return-target.server.ts";

describe("return target (spec §4 step 1)", () => {
  it("keeps same-origin paths and refuses foreign origins", () => {
    expect(allowedReturnTo("/billing?x=1")).toBe("/billing?x=1");
    expect(allowedReturnTo("https://evil.example/login")).toBeUndefined();
    expect(allowedReturnTo("//evil.example")).toBeUndefined();
    expect(allowedReturnTo("/\\evil.example")).toBeUndefined();
    expect(allowedReturnTo("javascript:alert(1)")).toBeUndefined();
    expect(allowedReturnTo(null)).toBeUndefined();
  });

  it("names the page of a data request", () => {
    expect(pagePath(new URL("http://x/home/usage.data?year=2026&_routes=a"))).toBe("/home/usage?year=2026");
    expect(pagePath(new URL("http://x/home?token=abc"))).toBe("/home?token=abc");
  });

  it("sends signed-out visitors to /login with where they were going", () => {
    expect(signInUrl("/login", "/billing", false)).toBe("/login?redirectTo=%2Fbilling");
    expect(signInUrl("/login", "/home", true)).toBe("/login?redirectTo=%2Fhome&expired=1");
    expect(signInUrl("/login", "/support/new-ticket", "idle")).toBe(
      "/login?redirectTo=%2Fsupport%2Fnew-ticket&expired=idle",
    );
    expect(signInUrl("https://myaccount.example.com/login", "/home", true)).toBe("https://myaccount.example.com/login");
  });
});
