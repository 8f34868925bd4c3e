import { describe, expect, it } from "vitest";
import { can, isMultiFactor, roleFromClaim, STAFF_PERMISSIONS } from "./roles.ts";

describe("staff roles", () => {
  it("follow the table: agents view, supervisors also report and change static IPs, admins everything", () => {
    expect(can("agent", "customers.view")).toBe(true);
    expect(can("agent", "reports.nbn")).toBe(false);
    expect(can("agent", "jobs.run")).toBe(false);
    expect(can("supervisor", "reports.nbn")).toBe(true);
    expect(can("supervisor", "static-ips.change")).toBe(true);
    expect(can("supervisor", "reports.failed-payments")).toBe(false);
    expect(can("supervisor", "jobs.run")).toBe(false);
    for (const permission of Object.keys(STAFF_PERMISSIONS) as (keyof typeof STAFF_PERMISSIONS)[])
      expect(can("admin", permission), permission).toBe(true);
  });

  it("deny by default: no role, or a permission not in the table, allows nothing", () => {
    expect(can(null, "console.use")).toBe(false);
    expect(can("admin", "customers.delete" as never)).toBe(false);
  });

  it("come from the roles claim: the highest known role, unknown values ignored", () => {
    expect(roleFromClaim(["agent"])).toBe("agent");
    expect(roleFromClaim(["agent", "admin"])).toBe("admin");
    expect(roleFromClaim(["root", "superuser"])).toBeNull();
    expect(roleFromClaim("admin")).toBeNull();
    expect(roleFromClaim(undefined)).toBeNull();
  });

  it("need a multi-factor sign-in (amr)", () => {
    expect(isMultiFactor(["pwd", "otp", "mfa"])).toBe(true);
    expect(isMultiFactor(["mfa"])).toBe(true);
    expect(isMultiFactor(["pwd", "hwk"])).toBe(true);
    expect(isMultiFactor(["pwd"])).toBe(false);
    expect(isMultiFactor(["otp"])).toBe(false);
    expect(isMultiFactor(undefined)).toBe(false);
  });
});
