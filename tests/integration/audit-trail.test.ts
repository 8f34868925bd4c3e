import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionHash } from "#server/audit/index.ts";
import { getSession, tokenAccount } from "#server/session.ts";
import { type PortalServer, startPortal } from "#scripts/lib/server.ts";
import { Client, signIn, verifyMfa } from "#scripts/lib/session.ts";
import { freePort } from "#tests/redis-server.ts";

/**
 * The audit trail of a real portal (the built server, its sandbox in the same process) with
 * AUDIT_LOG set: a customer's sign-in (a wrong password first), MFA, a profile change and a card
 * payment, driven over HTTP as a browser without JavaScript sends them, each appear as one line
 * in the file, with the account and the session's keyed hash, and none of what was typed.
 * Needs `npm run build` first (npm test builds before it runs the unit tests).
 */
const root = path.resolve(import.meta.dirname, "../..");
const EMAIL = "demo@example.com";
const WRONG_PASSWORD = "not-the-Password-71";
const PASSWORD = "demo-password";
const CARD = "4242424242424242";
const CVV = "737";

type Line = Record<string, unknown> & { kind: string; event: string };

let portal: PortalServer;
let auditFile: string;

beforeAll(async () => {
  expect(existsSync(path.join(root, "build/server/index.js")), "no build: run npm run build first").toBe(true);
  auditFile = path.join(mkdtempSync(path.join(tmpdir(), "portal-audit-")), "audit.jsonl");
  portal = await startPortal({ port: await freePort(), sandboxPort: await freePort() }, { AUDIT_LOG: auditFile });
}, 60_000);

afterAll(async () => {
  await portal?.stop();
});

function auditLines(): Line[] {
  if (!existsSync(auditFile)) return [];
  return readFileSync(auditFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((text) => JSON.parse(text) as Line);
}

/** The form's fields as the page drew them (text inputs, hidden inputs, the checked radio). */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    if (!name || name === "returnTo") continue;
    if (/type="radio"/.test(tag) && !/\bchecked=/.test(tag)) continue;
    fields[name] = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "";
  }
  return fields;
}

describe("the audit trail (AUDIT_LOG)", () => {
  it("records a sign-in, MFA, a profile change and a payment, without secrets", { timeout: 60_000 }, async () => {
    const client = new Client(portal.url);

    // A wrong password, then the right one and the code.
    await client.expect([401], "POST", "/login", { intent: "password", email: EMAIL, password: WRONG_PASSWORD });
    await signIn(client, EMAIL, PASSWORD);
    await verifyMfa(client, portal.sandboxUrl, EMAIL);
    const session = await getSession(client.cookie);
    const sid = session.get("sid")!;
    const token = session.get("token")!;
    expect(tokenAccount(token)).toBe("A10001");

    // A profile change: the form as drawn, with a new first name.
    const edit = await client.expect([200], "GET", "/profile/edit");
    const fields = { ...formFields(edit.body), "contacts[0].firstName": "Alexa" };
    await client.expect([302, 303], "POST", "/profile/edit", fields);

    // A card payment: amount, card, check, pay.
    await client.expect([302, 303], "POST", "/billing/pay", { amount: "12.34" });
    await client.expect([302, 303], "POST", "/billing/pay/card", {
      nameOnCard: "Alex Citizen",
      cardNumber: CARD,
      expiryMonth: "12",
      expiryYear: String(new Date().getFullYear() + 2),
      securityCode: CVV,
    });
    const check = await client.expect([200], "GET", "/billing/pay/confirm");
    const paid = await client.expect([302, 303], "POST", "/billing/pay/confirm", formFields(check.body));
    expect(paid.location).toContain("/billing/pay/done");

    const lines = auditLines();
    expect(lines.map((l) => l.event)).toEqual([
      "sign-in.failed",
      "sign-in.succeeded",
      "mfa.verified",
      "profile.changed",
      "payment.taken",
    ]);
    for (const line of lines) {
      expect(line).toMatchObject({ kind: "audit", requestId: expect.stringMatching(/.+/) });
      expect(line.clientIp).toMatch(/127\.0\.0\.1|::1/);
    }
    const [failed, ...signedIn] = lines;
    expect(failed).toMatchObject({ outcome: "refused", account: null, session: null, method: "password" });
    for (const line of signedIn) {
      expect(line).toMatchObject({ outcome: "ok", account: "A10001", session: sessionHash(sid) });
    }
    // One request, one line: each line's request is another.
    expect(new Set(lines.map((l) => l.requestId)).size).toBe(lines.length);

    const text = readFileSync(auditFile, "utf8");
    const codes = ((await (await fetch(`${portal.sandboxUrl}/__sandbox/outbox`)).json()) as { code?: string }[])
      .map((m) => m.code)
      .filter((code): code is string => Boolean(code));
    expect(codes.length).toBeGreaterThan(0);
    for (const secret of [PASSWORD, WRONG_PASSWORD, EMAIL, CARD, "4242 4242", sid, token, ...codes]) {
      expect(text, "a secret in the audit trail").not.toContain(secret);
    }
    // The CVV is three digits, which a hash or an id may hold by chance: no value is it, no field is named for it.
    for (const line of lines) {
      expect(Object.values(line)).not.toContain(CVV);
      expect(Object.keys(line).join(" ")).not.toMatch(/cvv|securityCode|card|password|token|code\b/i);
    }
  });

  it("records another account's invoice and service, each refused as before, as one access.refused line", async () => {
    const client = new Client(portal.url);
    await signIn(client, EMAIL, PASSWORD);
    await verifyMfa(client, portal.sandboxUrl, EMAIL);
    const sid = (await getSession(client.cookie)).get("sid")!;
    // fw@example.com's (A10004) first invoice and service, as the sandbox stores them.
    const theirs = async (table: string) =>
      (
        (await (await fetch(`${portal.sandboxUrl}/__sandbox/records/${table}?accountCode=A10004`)).json()) as {
          id: number;
        }[]
      )[0]!.id;
    const [invoiceId, serviceId] = [await theirs("invoices"), await theirs("services")];
    const before = auditLines().length;

    const invoice = await client.expect([303], "GET", `/billing/invoice?id=${invoiceId}`);
    expect(invoice.location).toBe("/billing/invoice/not-found");
    const switched = await client.expect([302, 303], "POST", "/switch-service", {
      serviceId: String(serviceId),
      returnTo: "/home",
    });
    expect(switched.location).toBe("/home");
    const home = await client.expect([200], "GET", "/home");
    expect(home.body).toContain("That service could not be found. Choose one from the list.");

    const refused = { kind: "audit", event: "access.refused", outcome: "refused", account: "A10001" };
    expect(auditLines().slice(before)).toEqual([
      expect.objectContaining({
        ...refused,
        session: sessionHash(sid),
        object: "invoice",
        objectId: String(invoiceId),
      }),
      expect.objectContaining({
        ...refused,
        session: sessionHash(sid),
        object: "service",
        objectId: String(serviceId),
      }),
    ]);
  });
});
