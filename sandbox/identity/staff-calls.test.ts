import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProviderClient, ProviderError, type ProviderClient } from "#server/provider/index.ts";
import type { RunningSandbox } from "#sandbox/server.ts";
import { signIn, startTestSandbox } from "#sandbox/testing.ts";
import { staffAccessToken } from "./testing.ts";

/**
 * The provider API's staff side (docs/staff.md): reports/* and management/* take only a staff
 * access token from the identity provider, by role; a customer's token gets 403. get-oss-token
 * takes a staff token for any account (a view, with a reason: decision 071); an OSS token never
 * becomes a customer's access token.
 */

let sandbox: RunningSandbox;
let customer: ProviderClient;
const staff: Record<"agent" | "supervisor" | "admin", ProviderClient> = {} as never;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  customer = (await signIn(sandbox)).api;
  for (const role of ["agent", "supervisor", "admin"] as const) {
    staff[role] = createProviderClient({
      baseUrl: sandbox.url,
      token: await staffAccessToken(sandbox, `${role}@staff.example`),
    });
  }
}, 30_000);
afterAll(() => sandbox.close());

async function status(promise: Promise<unknown>): Promise<number> {
  return promise.then(
    () => 200,
    (error: unknown) => {
      if (error instanceof ProviderError && error.status !== undefined) return error.status;
      throw error;
    },
  );
}

describe("a customer's token on the staff side", () => {
  it("is refused on reports (403)", async () => {
    expect(await status(customer.reports.nbnServices({ format: "csv", isActive: true }))).toBe(403);
    expect(await status(customer.reports.nbnUsage({ format: "csv", year: 2026, month: 10 }))).toBe(403);
    expect(
      await status(customer.reports.failedPayments({ format: "csv", fromDate: "2026-01-01", toDate: "2026-02-01" })),
    ).toBe(403);
  });

  it("is refused on management: jobs, cron triggers, static IPs, test data (403)", async () => {
    expect(await status(customer.management.invoices({}))).toBe(403);
    expect(await status(customer.management.triggerDataLimitCronJob())).toBe(403);
    expect(await status(customer.management.assignStaticIp({ serviceId: 1 }))).toBe(403);
    expect(await status(customer.management.usageDataEntry({}))).toBe(403);
  });
});

describe("a staff token, by role", () => {
  it("lets an agent do none of reports and management", async () => {
    expect(await status(staff.agent.reports.nbnServices({ format: "csv", isActive: true }))).toBe(403);
    expect(await status(staff.agent.management.invoices({}))).toBe(403);
    expect(await status(staff.agent.management.assignStaticIp({ serviceId: 1 }))).toBe(403);
  });

  it("lets a supervisor run the NBN reports and change static IPs, not jobs or the failed-payments report", async () => {
    const csv = await staff.supervisor.reports.nbnServices({ format: "csv", isActive: true });
    expect(new TextDecoder().decode(csv.bytes)).toMatch(/^accountCode,serviceCode/);
    expect(await status(staff.supervisor.reports.nbnUsage({ format: "csv", year: 2026, month: 10 }))).toBe(200);
    expect(
      await status(
        staff.supervisor.reports.failedPayments({ format: "csv", fromDate: "2026-01-01", toDate: "2026-02-01" }),
      ),
    ).toBe(403);
    expect(await status(staff.supervisor.management.invoices({}))).toBe(403);
  });

  it("lets an admin run every job and the failed-payments report", async () => {
    expect(await staff.admin.management.invoices({ jobId: "J-TEST-1" })).toMatchObject({ jobId: "J-TEST-1" });
    expect(await status(staff.admin.management.triggerElectricityUsageCronJob())).toBe(200);
    expect(
      await status(staff.admin.reports.failedPayments({ format: "csv", fromDate: "2026-01-01", toDate: "2026-02-01" })),
    ).toBe(200);
  });

  it("is not a customer's token: customer calls refuse it (401)", async () => {
    expect(await status(staff.admin.account.userDetails())).toBe(401);
  });

  it("is refused once altered (401)", async () => {
    const token = await staffAccessToken(sandbox, "admin@staff.example");
    const [head, body, signature] = token.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, roles: ["admin"], sub: "someone-else" })).toString(
      "base64url",
    );
    const altered = createProviderClient({ baseUrl: sandbox.url, token: `${head}.${forged}.${signature}` });
    expect(await status(altered.management.invoices({}))).toBe(401);
  });
});

describe("OSS tokens", () => {
  it("a member of staff gets one for any account (an agent too), for a view with a reason (decision 071)", async () => {
    const { token } = await staff.agent.authentication.getStaffViewToken({ accountCode: "A10002", reason: "A test" });
    expect(token).toMatch(/^ey/);
    expect(await status(staff.agent.authentication.getOssToken({ accountCode: "A10002", singleUse: true }))).toBe(400);
  });

  it("refresh-token refuses an OSS token: it never becomes a customer's access token", async () => {
    const { token } = await customer.authentication.getOssToken({ accountCode: "A10001", singleUse: false });
    const holder = createProviderClient({ baseUrl: sandbox.url, token });
    expect(await status(holder.authentication.refreshToken())).toBe(403);
    const { token: staffMinted } = await staff.agent.authentication.getStaffViewToken({
      accountCode: "A10002",
      reason: "A test",
    });
    expect(
      await status(createProviderClient({ baseUrl: sandbox.url, token: staffMinted }).authentication.refreshToken()),
    ).toBe(403);
  });
});
