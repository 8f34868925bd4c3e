import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { registry } from "#server/metrics.ts";
import type { CallDef } from "#server/provider/call-def.ts";
import { calls } from "#server/provider/calls.ts";
import { runInRequest } from "#server/request-context.ts";
import { audit, auditLine, type AuditLine, fileSink, sessionHash, setAuditSink } from "./index.ts";
import { changeEvent } from "./provider-changes.ts";

const REQUEST = { id: "req-123", clientIp: "203.0.113.9", nonce: "n" };
const SID = "3f1e2d4c-aaaa-bbbb-cccc-0123456789ab";

afterEach(() => setAuditSink(undefined));

function capture(): AuditLine[] {
  const lines: AuditLine[] = [];
  setAuditSink({ info: (line) => lines.push(line) });
  return lines;
}

describe("audit lines", () => {
  it("carry the event, the account, the session's keyed hash, the request id, the outcome and the client's address", () => {
    const line = auditLine("profile.changed", { outcome: "ok", account: "A10001", sid: SID }, REQUEST);
    expect(line).toEqual({
      kind: "audit",
      event: "profile.changed",
      outcome: "ok",
      account: "A10001",
      session: sessionHash(SID),
      requestId: "req-123",
      clientIp: "203.0.113.9",
    });
  });

  it("never carry the raw session id, nor a plain (unkeyed) hash of it", () => {
    const text = JSON.stringify(auditLine("sign-out", { outcome: "ok", sid: SID }, REQUEST));
    expect(text).not.toContain(SID);
    expect(text).not.toContain(createHash("sha256").update(SID).digest("hex").slice(0, 32));
    expect(sessionHash(SID)).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionHash(SID)).toBe(sessionHash(SID));
    expect(sessionHash(SID)).not.toBe(sessionHash(`${SID}x`));
  });

  it("keep only the named fields: anything else given (a password, a card, a token) is dropped", () => {
    const fields = {
      outcome: "refused",
      method: "password",
      password: "demo-password",
      cardNumber: "4242424242424242",
      token: "eyJhbGciOi.secret.token",
    } as unknown as Parameters<typeof auditLine>[1];
    const text = JSON.stringify(auditLine("sign-in.failed", fields, REQUEST));
    expect(text).not.toMatch(/demo-password|4242424242424242|eyJhbGciOi/);
    expect(JSON.parse(text)).toMatchObject({ event: "sign-in.failed", outcome: "refused", method: "password" });
  });

  it("name the object refused by its kind and id, and leave out an id that is not shaped like one", () => {
    const fields = { outcome: "refused", account: "A10001", sid: SID, object: "invoice" } as const;
    expect(auditLine("access.refused", { ...fields, objectId: 37 }, REQUEST)).toMatchObject({
      event: "access.refused",
      outcome: "refused",
      object: "invoice",
      objectId: "37",
    });
    for (const typed of ["<script>alert(1)</script>", "a b", "x".repeat(41), ""]) {
      const line = auditLine("access.refused", { ...fields, objectId: typed }, REQUEST);
      expect(line).toMatchObject({ object: "invoice" });
      expect(line).not.toHaveProperty("objectId");
    }
  });

  it("take the request id and client address from the request in hand", () => {
    const lines = capture();
    runInRequest(REQUEST, () => audit("mfa.verified", { outcome: "ok", account: "A10001", sid: SID }));
    expect(lines).toEqual([
      expect.objectContaining({ event: "mfa.verified", requestId: "req-123", clientIp: "203.0.113.9" }),
    ]);
  });

  it("count each event for the metrics, by its name alone", async () => {
    capture();
    const count = async () =>
      (await registry.getSingleMetric("portal_account_events_total")!.get()).values.find(
        (v) => v.labels.event === "payment.taken",
      )?.value ?? 0;
    const before = await count();
    audit("payment.taken", { outcome: "ok", account: "A10001", sid: SID });
    expect(await count()).toBe(before + 1);
  });

  it("never throw: a trail that cannot be written does not undo the customer's change", () => {
    setAuditSink({
      info: () => {
        throw new Error("disk full");
      },
    });
    expect(() => audit("payment.taken", { outcome: "ok" })).not.toThrow();
  });
});

describe("AUDIT_LOG: a file of its own", () => {
  it("appends one JSON line per event, after what the file already held", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "audit-")), "audit.jsonl");
    writeFileSync(file, '{"earlier":true}\n');
    setAuditSink(fileSink(file));
    runInRequest(REQUEST, () => {
      audit("sign-in.succeeded", { outcome: "ok", account: "A10001", sid: SID, method: "password" });
      audit("sign-out", { outcome: "ok", account: "A10001", sid: SID });
    });
    // Written before audit() returned (a synchronous destination).
    const lines = readFileSync(file, "utf8").trim().split("\n");
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!)).toEqual({ earlier: true });
    expect(JSON.parse(lines[1]!)).toMatchObject({
      kind: "audit",
      event: "sign-in.succeeded",
      account: "A10001",
      session: sessionHash(SID),
      requestId: "req-123",
      clientIp: "203.0.113.9",
      outcome: "ok",
      method: "password",
      service: "portal",
    });
    expect(JSON.parse(lines[2]!)).toMatchObject({ kind: "audit", event: "sign-out" });
  });
});

describe("provider changes as account events", () => {
  const change = (call: CallDef, status: number | undefined, body?: unknown) => changeEvent({ call, status, body });

  it("name the change, with the provider's answer as the outcome", () => {
    expect(change(calls.account.updateContacts, 200)).toEqual({ event: "profile.changed", outcome: "ok" });
    expect(change(calls.account.updateContacts, 400)).toEqual({ event: "profile.changed", outcome: "refused" });
    expect(change(calls.account.updateContacts, 503)).toEqual({ event: "profile.changed", outcome: "error" });
    expect(change(calls.account.updateContacts, undefined)).toEqual({ event: "profile.changed", outcome: "error" });
    expect(change(calls.account.changeContract, 200)?.event).toBe("plan.changed");
    expect(change(calls.account.updateCreditCard, 200)?.event).toBe("payment-details.changed");
    expect(change(calls.mobile.submitActivation, 200)?.event).toBe("sim.activation-requested");
  });

  it("a payment or an MFA code: taken or failed, verified or failed", () => {
    expect(change(calls.creditCard.takePayment, 200)).toEqual({ event: "payment.taken", outcome: "ok" });
    expect(change(calls.creditCard.takePayment, 402)).toEqual({ event: "payment.failed", outcome: "refused" });
    expect(change(calls.creditCard.takePayment, undefined)).toEqual({ event: "payment.failed", outcome: "error" });
    expect(change(calls.authentication.mfaVerify, 200)).toEqual({ event: "mfa.verified", outcome: "ok" });
    expect(change(calls.authentication.mfaVerify, 400)).toEqual({ event: "mfa.failed", outcome: "refused" });
  });

  it("a support ticket by its category, read from nothing else in its body", () => {
    const ticket = (category: string) => ({ category, subject: "s", description: "private words" });
    expect(change(calls.account.supportTicket, 200, ticket("complaint"))?.event).toBe("complaint.made");
    expect(change(calls.account.supportTicket, 200, ticket("fault"))?.event).toBe("fault.reported");
    expect(change(calls.account.supportTicket, 200, ticket("general"))?.event).toBe("enquiry.made");
  });

  it("calls that are no account event are not recorded", () => {
    expect(change(calls.authentication.mfaSend, 200)).toBeUndefined();
    expect(change(calls.creditCard.tokenReceipt, 200)).toBeUndefined();
  });
});
