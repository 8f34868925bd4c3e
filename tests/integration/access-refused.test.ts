import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loader as invoicePdf } from "#app/routes/billing/invoice-pdf.ts";
import { loader as receipt } from "#app/routes/billing/receipt/index.tsx";
import { loader as testResult } from "#app/routes/service/result.tsx";
import { action as switchService } from "#app/routes/switch-service.tsx";
import { action as complaint } from "#app/routes/support/new-complaint.tsx";
import { action as reportFault } from "#app/routes/support/report-fault.tsx";
import { type AuditLine, sessionHash, setAuditSink } from "#server/audit/index.ts";
import { records } from "#sandbox/testing.ts";
import { request, signedIn, startPortalSandbox, throughGuard } from "./portal.ts";

/**
 * Every place that refuses an object a request names by id because it is not the signed-in
 * account's (another account's, or none by that id) refuses as it always did, and writes one
 * `access.refused` line in the audit trail: the account, the session's keyed hash, the kind of
 * object and its id. The account's own objects write nothing.
 */

let sandbox: Awaited<ReturnType<typeof startPortalSandbox>>;
let lines: AuditLine[];
beforeAll(async () => {
  sandbox = await startPortalSandbox();
});
afterEach(() => setAuditSink(undefined));
afterAll(() => sandbox.stop());

/** demo@example.com (A10001), verified, with the audit lines of what follows captured. */
async function demo() {
  const { cookie, session } = await signedIn(sandbox);
  lines = [];
  setAuditSink({ info: (line) => lines.push(line) });
  return { cookie, session: sessionHash(session.get("sid")!) };
}

/** A row of `table` that belongs to A10004 (fw@example.com), and one of A10001's own. */
async function theirsAndMine(table: string, pick: (data: Record<string, unknown>) => boolean = () => true) {
  const rows = (await records(sandbox, table)).filter((r) => pick(r.data));
  return { theirs: rows.find((r) => r.accountCode === "A10004")!, mine: rows.find((r) => r.accountCode === "A10001")! };
}

const refused = (object: string, objectId: string | undefined, session: string) => ({
  kind: "audit",
  event: "access.refused",
  outcome: "refused",
  account: "A10001",
  session,
  requestId: expect.any(String),
  clientIp: expect.any(String),
  object,
  ...(objectId === undefined ? {} : { objectId }),
});

describe("an object of another account", () => {
  it("an invoice's PDF: the not-found page, and one line", async () => {
    const { cookie, session } = await demo();
    const { theirs, mine } = await theirsAndMine("invoices");
    const { inner } = await throughGuard(request(`/billing/invoice?id=${theirs.id}`, { cookie }), invoicePdf as never);
    expect(inner).toMatchObject({ status: 303, location: "/billing/invoice/not-found" });
    expect(lines).toEqual([refused("invoice", String(theirs.id), session)]);

    // The account's own invoice: its PDF, and no line.
    lines.length = 0;
    const own = await throughGuard(request(`/billing/invoice?id=${mine.id}`, { cookie }), invoicePdf as never);
    expect(own.inner!.status).toBe(200);
    expect(lines).toEqual([]);
  });

  it("a service chosen in the service switcher: not switched, and one line", async () => {
    const { cookie, session } = await demo();
    const { theirs } = await theirsAndMine("services");
    const { response, inner } = await throughGuard(
      request("/switch-service", { cookie, form: { serviceId: String(theirs.id), returnTo: "/home" } }),
      switchService as never,
    );
    expect(inner!.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toBeTruthy();
    expect(lines).toEqual([refused("service", String(theirs.id), session)]);
  });

  it("a service a complaint names: the field's error, and one line", async () => {
    const { cookie, session } = await demo();
    const { theirs } = await theirsAndMine("services");
    const { inner } = await throughGuard(
      request("/support/new-complaint", {
        cookie,
        form: {
          topic: "billing",
          serviceId: String(theirs.id),
          description: "About someone else's service.",
          outcome: "Nothing.",
          contactMethod: "email",
          urgent: "no",
        },
      }),
      complaint as never,
    );
    expect(inner!.status).toBe(400);
    expect(lines).toEqual([refused("service", String(theirs.id), session)]);
  });

  it("a service a fault report names: the switched-service error, and one line (none for the account's own)", async () => {
    const { cookie, session } = await demo();
    const { theirs } = await theirsAndMine("services");
    const own = (await records(sandbox, "services", "A10001")).find((r) => r.ref === "V2001")!;
    const fault = (serviceId: string) =>
      throughGuard(
        request("/support/report-fault", {
          cookie,
          form: {
            serviceId,
            faultType: "slow",
            startedOn: "2024-05-01",
            description: "Slow.",
            modemRestarted: "yes",
            contactPhone: "0412 345 678",
            availability: "Any time.",
          },
        }),
        reportFault as never,
      );
    expect((await fault(String(theirs.id))).inner!.status).toBe(409);
    expect(lines).toEqual([refused("service", String(theirs.id), session)]);
    // Another of the account's own services (switched in another tab): refused as before, no line.
    lines.length = 0;
    expect((await fault(String(own.id))).inner!.status).toBe(409);
    expect(lines).toEqual([]);
  });

  it("a payment's receipt: not found, and one line", async () => {
    const { cookie, session } = await demo();
    const { theirs } = await theirsAndMine("transactions", (t) => t.type === "payment" && Boolean(t.reference));
    const code = String(theirs.data.reference);
    const { inner } = await throughGuard(request(`/billing/receipt?code=${code}`, { cookie }), receipt as never);
    expect(inner!.status).toBe(404);
    expect(lines).toEqual([refused("receipt", code, session)]);
  });

  it("a diagnostic test's result: not found, and one line", async () => {
    const { cookie, session } = await demo();
    const { theirs } = await theirsAndMine("diagnostic_tests");
    const { inner } = await throughGuard(
      request(`/service/result?testId=${theirs.ref}`, { cookie }),
      testResult as never,
    );
    expect(inner!.status).toBe(404);
    expect(lines).toEqual([refused("diagnostic-test", theirs.ref!, session)]);
  });

  it("an id that is not an id at all is refused as before, and the line leaves it out", async () => {
    const { cookie, session } = await demo();
    await throughGuard(
      request("/switch-service", { cookie, form: { serviceId: "<script>alert(1)</script>", returnTo: "/home" } }),
      switchService as never,
    );
    expect(lines).toEqual([refused("service", undefined, session)]);
    expect(JSON.stringify(lines)).not.toContain("script");
  });
});
