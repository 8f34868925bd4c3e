import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffBrowser, staffBrowser, staffFetch, staffSignIn } from "#tests/staff-sign-in.ts";
import { type StaffPortal, startStaffPortal } from "./staff-portal.ts";

/**
 * A member of staff viewing a customer's account, as it runs: a built portal with its staff
 * listener, its sandbox and the sandbox's real identity provider, over HTTP. The view starts with a
 * POST and a reason, is held in the staff session (never the URL), reads the account through the
 * provider's read-only token, and changes nothing: a POST to a view page is refused before any
 * provider call. Static IPs are a supervisor's, with the provider's answer checked.
 */

let running: StaffPortal | undefined;
let staff = "";
let sandbox = "";

beforeAll(async () => {
  running = await startStaffPortal();
  ({ staff, sandbox } = running);
}, 90_000);

afterAll(() => running?.stop());

const auditLines = () => running!.auditLines();

/** Provider calls the sandbox received since the last reset of its count. */
const providerCalls = async () =>
  ((await (await fetch(`${sandbox}/__sandbox/calls`)).json()) as { total: number; byCall: Record<string, number> })
    .total;
/** How many calls whose path has `fragment` the sandbox received since the last reset. */
const callsTo = async (fragment: string) => {
  const { byCall } = (await (await fetch(`${sandbox}/__sandbox/calls`)).json()) as { byCall: Record<string, number> };
  return Object.entries(byCall)
    .filter(([call]) => call.includes(fragment))
    .reduce((sum, [, n]) => sum + n, 0);
};
const resetCalls = () => fetch(`${sandbox}/__sandbox/calls`, { method: "DELETE" });

/** Every cookie any answer set, by name: a view must never set the customer's. */
const setCookies: string[] = [];
async function go(b: StaffBrowser, page: string, form?: Record<string, string>) {
  const answer = await staffFetch(b, page, form);
  setCookies.push(...answer.headers.getSetCookie());
  return answer;
}

async function signedIn(email: string) {
  const b = staffBrowser(staff, sandbox);
  expect((await staffSignIn(b, email)).status).toBe(302);
  return b;
}

async function startView(b: StaffBrowser, accountCode = "A10001", reason = "Customer called about their bill") {
  const started = await go(b, `/staff/customers/${accountCode}/view`, { reason, ticket: "SR-1001" });
  expect(started.status).toBe(303);
  expect(started.headers.get("Location")).toBe("/staff/view");
  return started;
}

async function serviceId(code: string): Promise<number> {
  const rows = (await (await fetch(`${sandbox}/__sandbox/records/services`)).json()) as {
    id: number;
    data: { code: string; staticIpAddress?: string | null };
  }[];
  return rows.find((r) => r.data.code === code)!.id;
}

describe("starting a view", () => {
  it("each search result links to a page asking the reason; a missing reason is said, the ticket kept", async () => {
    const b = await signedIn("agent@staff.example");
    const found = await (await go(b, "/staff/customers?q=A10001")).text();
    expect(found).toContain('href="/staff/customers/A10001/view"');
    const form = await go(b, "/staff/customers/A10001/view");
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain("Reason");
    expect(html).toContain("Ticket reference");
    expect(html).toMatch(/<form[^>]*method="post"/);

    await resetCalls();
    const missing = await go(b, "/staff/customers/A10001/view", { reason: "  ", ticket: "SR-77" });
    expect(missing.status).toBe(400);
    const page = await missing.text();
    expect(page).toContain("There is a problem");
    expect(page).toContain("Enter the reason for viewing this account");
    expect(page).toContain('value="SR-77"');
    // No view's token asked for without a reason.
    expect(await callsTo("get-oss-token")).toBe(0);
  });

  it("a POST with a reason starts it: held in the session (not the URL), banner, audit line with the reason", async () => {
    const b = await signedIn("agent@staff.example");
    await startView(b);
    const view = await go(b, "/staff/view");
    expect(view.status).toBe(200);
    const html = await view.text();
    expect(html).toContain("A10001");
    expect(html).toContain("Avery Agent");
    expect(html).toContain("Read only");
    expect(html).toMatch(/Ends at <time[^>]*>\d{1,2}:\d{2}(am|pm)<\/time>/);
    expect(html).toContain("End view");
    // Contact details partly masked until revealed; never the token.
    expect(html).toContain("d***@example.com");
    expect(html).not.toContain("demo@example.com");
    expect(html).not.toMatch(/eyJ[\w-]+\.eyJ/);
    expect(auditLines().findLast((l) => l.event === "staff.view-started")).toMatchObject({
      outcome: "ok",
      actor: { sub: "staff-1001", role: "agent" },
      account: "A10001",
      reason: "Customer called about their bill",
      ticket: "SR-1001",
    });
    // The customer reads the view in their access log.
    const customer = await fetch(`${sandbox}/api/v1/authentication/get-token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "demo@example.com", password: "demo-password" }),
    });
    const { token } = (await customer.json()) as { token: string };
    const log = (await (
      await fetch(`${sandbox}/api/v1/account/access-log`, { headers: { "X-Access-Token": token } })
    ).json()) as { staffViews: { reason: string }[] };
    expect(log.staffViews[0]!.reason).toBe("Customer called about their bill");
  });
});

describe("inside a view", () => {
  it("a POST to a view page is refused (405) and the provider sees no call", async () => {
    const b = await signedIn("agent@staff.example");
    await startView(b);
    await resetCalls();
    for (const page of ["/staff/view", "/staff/view/billing", "/staff/view/requests", "/staff/view/invoice?id=1"]) {
      const posted = await go(b, page, { intent: "pay", amount: "10" });
      expect(posted.status, page).toBe(405);
    }
    expect(await providerCalls()).toBe(0);
  });

  it("shows the account read-only: services, balance, transactions, invoices, requests; no action buttons", async () => {
    const b = await signedIn("agent@staff.example");
    await startView(b);
    const overview = await (await go(b, "/staff/view")).text();
    expect(overview).toContain("NBN at 12 Harbour St");
    expect(overview).toContain("Balance");
    const billing = await (await go(b, "/staff/view/billing")).text();
    expect(billing).toContain("Transactions");
    expect(billing).toMatch(/href="\/staff\/view\/invoice\?id=\d+"/);
    const requests = await (await go(b, "/staff/view/requests")).text();
    expect(requests).toContain("Tickets and complaints");
    // The only forms in a view: End view, Reveal, sign-out (and the search box is a GET).
    for (const html of [overview, billing, requests]) {
      const posts = [...html.matchAll(/<form[^>]*>/g)].map((m) => m[0]).filter((tag) => /method="post"/.test(tag));
      expect(posts.length).toBeGreaterThanOrEqual(2);
      for (const tag of posts) expect(tag).toMatch(/action="\/staff\/(view\/end|view\/reveal|logout)"/);
    }
  });

  it("an invoice's PDF comes through the portal (a single-use token the browser never sees)", async () => {
    const b = await signedIn("agent@staff.example");
    await startView(b);
    const billing = await (await go(b, "/staff/view/billing")).text();
    const link = /href="(\/staff\/view\/invoice\?id=\d+)"/.exec(billing)![1]!;
    const pdf = await go(b, link.replaceAll("&amp;", "&"));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toMatch(/^attachment; filename="invoice-/);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.headers.get("Location")).toBeNull();
  });

  it("Reveal (a POST) shows the email once and is audited; the page stays masked", async () => {
    const b = await signedIn("agent@staff.example");
    await startView(b);
    const revealed = await go(b, "/staff/view/reveal", { field: "email" });
    expect(revealed.status).toBe(200);
    expect(revealed.headers.get("Cache-Control")).toMatch(/no-store/);
    expect(await revealed.text()).toContain("demo@example.com");
    expect(auditLines().findLast((l) => l.event === "staff.contact-revealed")).toMatchObject({
      outcome: "ok",
      actor: { sub: "staff-1001", role: "agent" },
      account: "A10001",
      revealed: "email",
    });
    expect(await (await go(b, "/staff/view")).text()).not.toContain("demo@example.com");
  });

  it("End view (a POST) ends it: its pages say so, with a way back to search; audited once", async () => {
    const b = await signedIn("agent@staff.example");
    await startView(b);
    const ended = await go(b, "/staff/view/end", {});
    expect(ended.status).toBe(303);
    const after = await go(b, "/staff/view");
    expect(after.status).toBe(303);
    expect(after.headers.get("Location")).toBe("/staff/view/ended");
    const page = await (await go(b, "/staff/view/ended")).text();
    expect(page).toContain("The customer view has ended");
    expect(page).toContain('href="/staff/customers"');
    const ends = auditLines().filter((l) => l.event === "staff.view-ended" && l.ended === "end-view");
    expect(ends.at(-1)).toMatchObject({ actor: { sub: "staff-1001", role: "agent" }, account: "A10001" });
  });

  it("a new view ends the previous one; sign-out ends the view", async () => {
    const b = await signedIn("agent@staff.example");
    await startView(b, "A10001");
    await startView(b, "A10002", "Second customer on the line");
    expect(auditLines().findLast((l) => l.event === "staff.view-ended")).toMatchObject({
      ended: "new-view",
      account: "A10001",
    });
    await go(b, "/staff/logout", {});
    expect(auditLines().findLast((l) => l.event === "staff.view-ended")).toMatchObject({
      ended: "sign-out",
      account: "A10002",
    });
  });

  it("never sets the customer's session cookie", () => {
    expect(setCookies.length).toBeGreaterThan(0);
    expect(setCookies.filter((c) => /ssp_session|__Host-ssp_session/.test(c))).toEqual([]);
  });
});

describe("static IPs", () => {
  it("an agent gets 403 on the page and the action, and the provider sees no call", async () => {
    const b = await signedIn("agent@staff.example");
    await startView(b);
    const id = await serviceId("N1001");
    await resetCalls();
    expect((await go(b, `/staff/view/static-ip?service=${id}`)).status).toBe(403);
    expect((await go(b, `/staff/view/static-ip?service=${id}`, { ipAddress: "198.51.100.77" })).status).toBe(403);
    expect((await go(b, `/staff/view/static-ip/unassign?service=${id}`, {})).status).toBe(403);
    expect(await providerCalls()).toBe(0);
  });

  it("a supervisor assigns one (validated; a taken address said) and unassigns it after a check page", async () => {
    const b = await signedIn("supervisor@staff.example");
    await startView(b);
    const id = await serviceId("N1001");
    const voip = await serviceId("V2001");
    // Only the viewed customer's broadband services.
    expect((await go(b, `/staff/view/static-ip?service=${voip}`)).status).toBe(404);
    const form = await (await go(b, `/staff/view/static-ip?service=${id}`)).text();
    expect(form).toContain("IPv4 address");

    const bad = await go(b, `/staff/view/static-ip?service=${id}`, { ipAddress: "300.1.1.1" });
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expect(badPage).toContain("There is a problem");
    expect(badPage).toContain('value="300.1.1.1"');

    const done = await go(b, `/staff/view/static-ip?service=${id}`, { ipAddress: "198.51.100.77" });
    expect(done.status).toBe(303);
    const rows = (await (await fetch(`${sandbox}/__sandbox/records/services`)).json()) as {
      id: number;
      data: { staticIpAddress?: string | null };
    }[];
    expect(rows.find((r) => r.id === id)!.data.staticIpAddress).toBe("198.51.100.77");
    expect(auditLines().findLast((l) => l.event === "staff.static-ip-assigned")).toMatchObject({
      outcome: "ok",
      actor: { sub: "staff-1002", role: "supervisor" },
      account: "A10001",
      ipAddress: "198.51.100.77",
    });

    // Another account's broadband service already holds an address: "assigned to another service".
    const other = await signedIn("admin@staff.example");
    await startView(other, "A10002", "Checking a static IP request");
    const otherRows = (await (await fetch(`${sandbox}/__sandbox/records/services?accountCode=A10002`)).json()) as {
      id: number;
      data: { type: string };
    }[];
    const broadband = otherRows.find((r) => ["nbn", "dsl", "uniti"].includes(r.data.type));
    if (broadband) {
      const taken = await go(other, `/staff/view/static-ip?service=${broadband.id}`, { ipAddress: "198.51.100.77" });
      expect(taken.status).toBe(409);
      expect(await taken.text()).toContain("assigned to another service");
    }

    const check = await go(b, `/staff/view/static-ip/unassign?service=${id}`);
    expect(check.status).toBe(200);
    expect(await check.text()).toContain("198.51.100.77");
    const removed = await go(b, `/staff/view/static-ip/unassign?service=${id}`, {});
    expect(removed.status).toBe(303);
    const after = (await (await fetch(`${sandbox}/__sandbox/records/services`)).json()) as {
      id: number;
      data: { staticIpAddress?: string | null };
    }[];
    expect(after.find((r) => r.id === id)!.data.staticIpAddress ?? null).toBeNull();
    expect(auditLines().findLast((l) => l.event === "staff.static-ip-unassigned")).toMatchObject({
      actor: { sub: "staff-1002", role: "supervisor" },
      account: "A10001",
      ipAddress: "198.51.100.77",
    });
  });
});
