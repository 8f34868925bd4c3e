import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ProviderError, createProviderClient } from "#server/provider/index.ts";
import type { Ctx, Handler } from "./context.ts";
import { handlers } from "./handlers/index.ts";
import { SEARCH_RESULTS_MAX, searchCustomers } from "./handlers/customer-search.ts";
import type { AccountRecord } from "./records.ts";
import type { RunningSandbox } from "./server.ts";
import type { StaffPrincipal } from "./staff-principal.ts";
import { outbox, records, signIn, startTestSandbox } from "./testing.ts";
import { staffAccessToken } from "./identity/testing.ts";

/**
 * The staff side's data calls (decision 071): the customer search, the account's access log
 * (sign-ins and staff views), a staff view's read-only token, job runs and static IPs on record.
 * The rules are driven through the handlers with the verified member of staff handed in, and
 * the journeys over HTTP with real staff access tokens from the sandbox's identity provider.
 */

let sandbox: RunningSandbox;
const staffApi = async (role: "agent" | "supervisor" | "admin") =>
  createProviderClient({ baseUrl: sandbox.url, token: await staffAccessToken(sandbox, `${role}@staff.example`) });
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

const agent: StaffPrincipal = { subject: "staff-agent-1", name: "Sam Agent", roles: ["agent"] };

/** Calls a handler as the sandbox server would after verifying a staff access token. */
async function asStaff(
  area: "authentication" | "management",
  name: string,
  staff: StaffPrincipal | null,
  o: { body?: unknown; query?: Record<string, string> } = {},
) {
  const handler = (handlers[area] as Record<string, Handler>)[name]!;
  const ctx: Ctx = {
    sb: sandbox.sandbox,
    method: o.body === undefined ? "GET" : "POST",
    params: {},
    query: new URLSearchParams(o.query ?? {}),
    body: o.body,
    headers: {},
    auth: null,
    staff: staff && { sub: staff.subject, name: staff.name, roles: staff.roles },
  };
  return handler(ctx);
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

async function refusal(work: () => unknown): Promise<{ status: number; message: string }> {
  try {
    await work();
  } catch (error) {
    return error as { status: number; message: string };
  }
  throw new Error("expected a refusal");
}

async function startView(body: Record<string, unknown>, staff: StaffPrincipal = agent) {
  const reply = await asStaff("authentication", "getOssToken", staff, { body });
  return (reply.json as { token: string }).token;
}

describe("the customer search", () => {
  it.each([
    ["A10001", "accountCode"],
    ["a10001", "accountCode"],
    ["Alex Citizen", "name"],
    ["citizen", "name"],
    ["demo@example.com", "email"],
    ["DEMO@example.com", "email"],
    ["0412345678", "mobile"],
    ["0412 345 678", "mobile"],
    ["+61 412 345 678", "mobile"],
    ["(04) 1234-5678", "mobile"],
    ["N1001", "serviceCode"],
    ["n 1001", "serviceCode"],
    ["AVC000000000001", "avcId"],
  ])("finds the demo account by %s (%s)", (q, key) => {
    const { customers, more } = searchCustomers(sandbox.sandbox.store, q);
    expect(more).toBe(false);
    expect(customers[0]).toMatchObject({ accountCode: "A10001", name: "Alex Citizen", email: "demo@example.com" });
    expect(customers[0]!.matchedOn).toContain(key);
    expect(customers[0]!.services.map((s) => s.code)).toEqual(["N1001", "V2001", "D4001"]);
  });

  it("finds nobody for a stranger, and refuses a query of one character", async () => {
    expect(searchCustomers(sandbox.sandbox.store, "Nobody Atall").customers).toEqual([]);
    expect((await refusal(() => searchCustomers(sandbox.sandbox.store, " a "))).status).toBe(400);
  });

  it("answers at most 20, exact matches first, and says there were more", () => {
    const { store } = sandbox.sandbox;
    const demo = store.find<AccountRecord>("accounts", { accountCode: "A10001" })!.data;
    for (let n = 0; n < SEARCH_RESULTS_MAX + 5; n++) {
      const code = `B2${String(n).padStart(4, "0")}`;
      store.insert<AccountRecord>("accounts", {
        accountCode: code,
        ref: `citizen${n}@example.net`,
        data: {
          ...demo,
          profile: { ...demo.profile, accountCode: code, email: `citizen${n}@example.net`, contacts: [] },
        },
      });
    }
    const { customers, more } = searchCustomers(store, "Citizen");
    expect(customers).toHaveLength(SEARCH_RESULTS_MAX);
    expect(more).toBe(true);
    expect(searchCustomers(store, "B20024").customers.map((c) => c.accountCode)).toEqual(["B20024"]);
  });

  it("is refused to a customer's token (403), over HTTP", async () => {
    const { api } = await signIn(sandbox);
    expect((await failure(api.management.customerSearch({ q: "A10002" }))).status).toBe(403);
    expect(
      (await refusal(() => asStaff("management", "customerSearch", null, { query: { q: "A10002" } }))).status,
    ).toBe(403);
  });

  it("answers a member of staff in any role, over HTTP with a staff access token", async () => {
    const api = await staffApi("agent");
    expect((await api.management.customerSearch({ q: "0412 345 678" })).customers.map((c) => c.accountCode)).toEqual([
      "A10001",
    ]);
  });
});

describe("the access log", () => {
  it("starts with the demo account's seeded sign-ins and staff views, newest first, without staff names", async () => {
    const { token } = await createProviderClient({ baseUrl: sandbox.url }).authentication.getToken({
      email: "voip@example.com",
      password: "demo-password",
    });
    const other = await createProviderClient({ baseUrl: sandbox.url, token }).account.accessLog();
    expect(other.staffViews).toEqual([]);

    const { api } = await signIn(sandbox);
    const log = await api.account.accessLog();
    expect(log.staffViews.map((v) => [v.role, v.reason, v.ticketReference])).toEqual([
      ["agent", "Customer called about a charge on their latest bill", "SR-204518"],
      ["supervisor", "Checked the NBN service after the customer reported evening drop-outs", null],
    ]);
    expect(log.signIns.map((s) => s.method)).toEqual(["password", "password", "email-link", "password"]);
    expect(Date.parse(log.signIns[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
    const raw = JSON.stringify(
      await (
        await fetch(`${sandbox.url}/api/v1/account/access-log`, {
          headers: { "X-Access-Token": (await signIn(sandbox)).token },
        })
      ).json(),
    );
    expect(raw).not.toMatch(/Sandbox Agent|seed-agent|staffName|staffSubject/);
  });

  it("records a sign-in by an emailed link when it is exchanged, and not a session's refresh", async () => {
    const anonymous = createProviderClient({ baseUrl: sandbox.url });
    await anonymous.authentication.authenticateViaEmail({ email: "voip@example.com", wid: "ss" });
    const link = (await outbox(sandbox)).find((m) => m.link)!.link!;
    const linkToken = new URL(link).searchParams.get("token")!;
    const { token } = await createProviderClient({
      baseUrl: sandbox.url,
      token: linkToken,
    }).authentication.refreshToken();
    const api = createProviderClient({ baseUrl: sandbox.url, token });
    await api.authentication.refreshToken();
    expect((await api.account.accessLog()).signIns.map((s) => s.method)).toEqual(["email-link"]);
  });
});

describe("a staff view's token", () => {
  it("is recorded with its role, reason and ticket, and the customer sees it", async () => {
    const token = await startView({
      accountCode: "A10002",
      reason: "Customer asked why a call was charged",
      ticketReference: "SR-1",
    });
    const row = (await records(sandbox, "access_log", "A10002")).find((r) => r.ref === "staff-view")!;
    expect(row.data).toMatchObject({
      staffSubject: "staff-agent-1",
      staffName: "Sam Agent",
      role: "agent",
      ticketReference: "SR-1",
    });
    const { token: customer } = await createProviderClient({ baseUrl: sandbox.url }).authentication.getToken({
      email: "voip@example.com",
      password: "demo-password",
    });
    const [view] = (await createProviderClient({ baseUrl: sandbox.url, token: customer }).account.accessLog())
      .staffViews;
    expect(view).toMatchObject({
      role: "agent",
      reason: "Customer asked why a call was charged",
      ticketReference: "SR-1",
    });
    expect(Date.parse(view!.endsAt!) - Date.parse(view!.at)).toBe(15 * 60_000);
    // The view's token reads the account it names.
    const viewer = createProviderClient({ baseUrl: sandbox.url, token });
    expect((await viewer.account.services({})).services.map((s) => s.code)).toEqual(["V2101"]);
  });

  it("names the highest role of a member of staff with several, and lasts the minutes asked for", async () => {
    await startView(
      { accountCode: "A10002", reason: "Escalated complaint", minutes: 5 },
      { subject: "s2", name: "Lee", roles: ["agent", "supervisor"] },
    );
    const row = (await records<{ role: string; at: string; endsAt: string }>(sandbox, "access_log", "A10002")).find(
      (r) => r.ref === "staff-view",
    )!;
    expect(row.data.role).toBe("supervisor");
    expect(Date.parse(row.data.endsAt) - Date.parse(row.data.at)).toBe(5 * 60_000);
  });

  it("changes nothing: posts, line tests, password resets, refreshes and jobs are refused (403)", async () => {
    const viewer = createProviderClient({
      baseUrl: sandbox.url,
      token: await startView({ accountCode: "A10001", reason: "Billing question" }),
    });
    const services = (await viewer.account.services({})).services;
    const nbn = services.find((s) => s.code === "N1001")!;
    const refused = [
      viewer.account.updateContacts({ firstName: "Mallory" }),
      viewer.account.supportTicket({ category: "general", subject: "x", description: "y" }),
      viewer.wholesale.createDiagnosticTest({
        supplierServiceId: nbn.supplierServiceId!,
        testType: "line",
        supplier: "superloop",
      }),
      viewer.account.voipResetPassword({ phoneNumber: "0298765432", accountCode: "A10001" }),
      viewer.authentication.refreshToken(),
      viewer.management.invoices(),
      viewer.authentication.getOssToken({ accountCode: "A10001", singleUse: false }),
      viewer.authentication.getOssToken({ accountCode: "A10002", singleUse: true }),
    ];
    for (const call of refused) expect((await failure(call)).status).toBe(403);
    expect((await viewer.account.userDetails()).firstName).toBe("Alex");
  });

  it("opens an invoice's PDF through a single-use token, once", async () => {
    const viewer = createProviderClient({
      baseUrl: sandbox.url,
      token: await startView({ accountCode: "A10001", reason: "Invoice query" }),
    });
    const [invoice] = (await viewer.account.invoicesSummary({})).invoices;
    const pdf = await viewer.account.downloadInvoicePdf({ id: invoice!.id, accountCode: "A10001" });
    expect(pdf.contentType).toBe("application/pdf");
    const { token } = await viewer.authentication.getOssToken({ accountCode: "A10001", singleUse: true });
    await createProviderClient({ baseUrl: sandbox.url }).account.invoicePdf({ id: invoice!.id, jwt: token });
    expect(
      (
        await failure(
          createProviderClient({ baseUrl: sandbox.url }).account.invoicePdf({ id: invoice!.id, jwt: token }),
        )
      ).status,
    ).toBe(401);
    // Only the view itself is in the log, not each invoice.
    expect((await records(sandbox, "access_log", "A10001")).filter((r) => r.ref === "staff-view")).toHaveLength(3);
  });

  it("needs a reason, a role and an account that exists; a refused start records nothing", async () => {
    expect((await refusal(() => startView({ accountCode: "A10001" }))).status).toBe(400);
    expect((await refusal(() => startView({ accountCode: "A10001", reason: "   " }))).status).toBe(400);
    expect((await refusal(() => startView({ accountCode: "A10001", reason: "x", minutes: 61 }))).status).toBe(400);
    expect((await refusal(() => startView({ accountCode: "A10001", reason: "x", singleUse: true }))).status).toBe(400);
    expect((await refusal(() => startView({ accountCode: "A99999", reason: "x" }))).status).toBe(404);
    expect(
      (
        await refusal(() =>
          startView({ accountCode: "A10001", reason: "x" }, { subject: "n", name: "No Role", roles: [] }),
        )
      ).status,
    ).toBe(403);
    expect((await records(sandbox, "access_log", "A10001")).filter((r) => r.ref === "staff-view")).toHaveLength(2);
  });

  it("a customer's own token still gets its own account's OSS token only", async () => {
    const { api } = await signIn(sandbox);
    expect((await api.authentication.getOssToken({ accountCode: "A10001", singleUse: true })).token).toBeTruthy();
    expect((await failure(api.authentication.getOssToken({ accountCode: "A10002", singleUse: true }))).status).toBe(
      403,
    );
  });
});

describe("a view over HTTP", () => {
  it("an agent's staff access token starts a view that the customer then reads in the access log", async () => {
    const api = await staffApi("agent");
    const { token } = await api.authentication.getStaffViewToken({
      accountCode: "A10002",
      reason: "Customer asked about a call charge",
      ticketReference: "SR-77",
    });
    const viewer = createProviderClient({ baseUrl: sandbox.url, token });
    expect((await viewer.account.services({})).services.map((s) => s.code)).toEqual(["V2101"]);
    expect((await failure(viewer.account.updateContacts({ firstName: "Mallory" }))).status).toBe(403);
    const row = (await records(sandbox, "access_log", "A10002")).find((r) => r.ref === "staff-view")!;
    expect(row.data).toMatchObject({ staffSubject: "staff-1001", staffName: "Avery Agent", role: "agent" });
    const { token: customer } = await createProviderClient({ baseUrl: sandbox.url }).authentication.getToken({
      email: "voip@example.com",
      password: "demo-password",
    });
    const log = await createProviderClient({ baseUrl: sandbox.url, token: customer }).account.accessLog();
    expect(log.staffViews[0]).toMatchObject({ reason: "Customer asked about a call charge", ticketReference: "SR-77" });
  });
});

describe("records a test can read", () => {
  it("stores one row per job run with its jobId and job name; a jobId runs once", async () => {
    const api = await staffApi("admin");
    const first = await api.management.invoices({ jobId: "JOB-TEST-1" });
    const again = await api.management.invoices({ jobId: "JOB-TEST-1" });
    expect(again).toEqual(first);
    await api.management.usageAlerts();
    const runs = await records<{ jobId: string; job: string }>(sandbox, "job_runs");
    expect(runs.map((r) => [r.data.job, r.ref === r.data.jobId])).toEqual([
      ["billing/invoices", true],
      ["usage/alerts", true],
    ]);
    expect(runs[0]!.data.jobId).toBe("JOB-TEST-1");
    expect((await failure(api.management.overdue({ jobId: "JOB-TEST-1" }))).status).toBe(409);
  });

  it("shows a static IP assignment in the services records", async () => {
    const api = await staffApi("supervisor");
    await api.management.assignStaticIp({ serviceId: 1, ipAddress: "198.51.100.42" });
    const [n1001] = await records<{ code: string; staticIpAddress: string | null }>(sandbox, "services", "A10001");
    expect(n1001!.data).toMatchObject({ code: "N1001", staticIpAddress: "198.51.100.42" });
  });
});
