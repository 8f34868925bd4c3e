import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createProviderClient, ProviderError } from "#server/provider/index.ts";
import type { ProviderClient } from "#server/provider/index.ts";
import { TEST_CARDS } from "./handlers/credit-card.ts";
import { staffAccessToken } from "./identity/testing.ts";
import type { RunningSandbox } from "./server.ts";
import { outbox, records, signIn, startTestSandbox } from "./testing.ts";

let sandbox: RunningSandbox;
let api: ProviderClient;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  ({ api } = await signIn(sandbox));
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const card = (cardNumber: string) => ({
  cardholderName: "Alex Citizen",
  cardNumber,
  expiryMonth: 12,
  expiryYear: new Date().getFullYear() + 2,
  cvv: "123",
});

async function tokenise(cardNumber: string) {
  const { authKey } = await api.creditCard.authToken({ accountCode: "A10001", wid: "oe", customerRef: "A10001" });
  return api.creditCard.tokenReceipt({ accountCode: "A10001", authKey, card: card(cardNumber) });
}

describe("profile", () => {
  it("updates the profile and contacts", async () => {
    const updated = await api.account.updateContacts({
      firstName: "Alexandra",
      preferredMessageType: "SMS",
      contacts: [
        {
          id: 1,
          contactType: "Primary",
          firstName: "Alexandra",
          lastName: "Citizen",
          email: "alex@example.com",
          phoneMobile: "0400 000 001",
        },
      ],
    });
    expect(updated).toMatchObject({ firstName: "Alexandra", preferredMessageType: "SMS" });
    const me = await api.account.userDetails();
    expect(me.firstName).toBe("Alexandra");
    expect(me.contacts[0]?.phoneMobile).toBe("0400 000 001");
  });

  it("rejects bad details with 400 and the fields", async () => {
    const error = await failure(
      api.account.updateContacts({
        contacts: [{ contactType: "Primary", firstName: "", lastName: "C", phoneMobile: "12345" }],
      }),
    );
    expect(error.status).toBe(400);
    expect(error.data).toMatchObject({
      errors: {
        "contacts.0.firstName": "is required",
        "contacts.0.phoneMobile": "must be an Australian mobile number",
      },
    });
  });
});

describe("plans and products", () => {
  it("lists other plans of the same type and changes the plan", async () => {
    const { contracts } = await api.account.changeContractContracts({ serviceCode: "N1001" });
    const names = contracts.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["NBN 12/1 Basic", "NBN 100/40 Home Superfast", "NBN FW 25/5 Rural"]));
    expect(names).not.toContain("NBN 100/20 Home Fast");
    const answer = await api.account.changeContract({ serviceId: 1, contractCode: "NBN100-40" });
    expect(answer.reference).toMatch(/^CC-\d+$/);
    const [n1001] = (await api.account.services({ codes: ["N1001"] })).services;
    expect(n1001).toMatchObject({ planName: "NBN 100/40 Home Superfast", monthlyPriceCents: 9990 });
    expect((await api.account.serviceHistory({ serviceId: 1 })).history[0]?.event).toBe("Plan changed");
  });

  it("refuses a plan of another type and a cancelled service", async () => {
    expect((await failure(api.account.changeContract({ serviceId: 1, contractCode: "VOIP-PAYG" }))).status).toBe(400);
    expect((await failure(api.account.changeContract({ serviceId: 3, contractCode: "ADSL-UNL" }))).status).toBe(409);
  });

  it("adds a static IP and hardware", async () => {
    const { products } = await api.lookup.serviceProducts({ serviceCode: "N1001" });
    expect(products.map((p) => p.code)).toContain("STATIC-IP");
    await api.account.addServiceProduct({ serviceId: 1, productCode: "STATIC-IP" });
    await api.account.addServiceProduct({ serviceId: 1, productCode: "VOIP-ATA" });
    const [n1001] = (await api.account.services({ codes: ["N1001"] })).services;
    // After the mesh kit and the modem the demo account was seeded with.
    expect(n1001?.products?.map((p) => p.code)).toEqual(["MESH-2PK", "MODEM-AX", "STATIC-IP", "VOIP-ATA"]);
    expect((await api.lookup.serviceProducts({ serviceCode: "N1001" })).products.map((p) => p.code)).not.toContain(
      "STATIC-IP",
    );
    // Newest first, before the two the demo account was seeded with (decision 023).
    const [order] = (await api.account.hardwareOrders()).orders;
    expect(order).toMatchObject({ productCode: "VOIP-ATA", status: "Ordered", trackingNumber: null });
    expect((await failure(api.account.addServiceProduct({ serviceId: 1, productCode: "STATIC-IP" }))).status).toBe(409);
  });

  it("keeps what a product cost once and what it costs a month (issue 15)", async () => {
    await api.account.addServiceProduct({ serviceId: 1, productCode: "VOIP-ATA" });
    const [n1001] = (await api.account.services({ codes: ["N1001"] })).services;
    expect(n1001?.products?.find((p) => p.code === "VOIP-ATA")).toMatchObject({
      priceCents: 7900,
      monthlyPriceCents: 0,
    });
  });

  it("assigns a static IP when its order completes; the radius session uses it (issue 15)", async () => {
    const before = await api.account.radiusStatus({ serviceId: 1 });
    expect(before.framedIpAddress).toMatch(/^203\.0\.113\./);
    await api.account.addServiceProduct({ serviceId: 1, productCode: "STATIC-IP" });
    const [n1001] = (await api.account.services({ codes: ["N1001"] })).services;
    expect(n1001?.staticIpAddress).toBe("198.51.100.10");
    expect((await api.account.radiusStatus({ serviceId: 1 })).framedIpAddress).toBe("198.51.100.10");

    // The management calls, a supervisor's (staff only): unassign, then assign a chosen address;
    // another service cannot take it.
    const staff = createProviderClient({
      baseUrl: sandbox.url,
      token: await staffAccessToken(sandbox, "supervisor@staff.example"),
    });
    await staff.management.unassignStaticIp({ serviceId: 1 });
    expect((await api.account.services({ codes: ["N1001"] })).services[0]?.staticIpAddress).toBeNull();
    expect(await staff.management.assignStaticIp({ serviceId: 1, ipAddress: "198.51.100.77" })).toMatchObject({
      ipAddress: "198.51.100.77",
    });
    expect((await api.account.radiusStatus({ serviceId: 1 })).framedIpAddress).toBe("198.51.100.77");
    const fw = await signIn(sandbox, "fw@example.com");
    const [n1501] = (await fw.api.account.services()).services;
    expect(
      (await failure(staff.management.assignStaticIp({ serviceId: n1501!.id, ipAddress: "198.51.100.77" }))).status,
    ).toBe(409);
    const v2001 = (await api.account.services({ codes: ["V2001"] })).services[0]!;
    expect((await failure(staff.management.assignStaticIp({ serviceId: v2001.id }))).status).toBe(400);
  });

  it("does not touch another account's service", async () => {
    const { services } = await (await signIn(sandbox, "voip@example.com")).api.account.services();
    expect(
      (await failure(api.account.addServiceProduct({ serviceId: services[0]!.id, productCode: "VOIP-ATA" }))).status,
    ).toBe(404);
  });
});

describe("VoIP", () => {
  it("changes settings", async () => {
    expect(await api.wholesale.voipService({ id: 2 })).toMatchObject({
      phoneNumber: "02 9876 5432",
      callForwardingEnabled: false,
    });
    await api.wholesale.updateVoipService({
      id: 2,
      settings: { callForwardingEnabled: true, callForwardingNumber: "0412 345 678", doNotDisturb: true },
    });
    expect(await api.wholesale.voipService({ id: 2 })).toMatchObject({
      callForwardingEnabled: true,
      callForwardingNumber: "0412 345 678",
      doNotDisturb: true,
    });
    expect(
      (await failure(api.wholesale.updateVoipService({ id: 2, settings: { callForwardingNumber: "999" } }))).status,
    ).toBe(400);
  });

  it("resets the password by email", async () => {
    const answer = await api.account.voipResetPassword({ phoneNumber: "02 9876 5432", accountCode: "A10001" });
    expect(answer.sentTo).toBe("d•••@example.com");
    const [mail] = await outbox(sandbox);
    expect(mail).toMatchObject({ to: "demo@example.com", subject: "Your new VoIP password" });
    expect((await api.wholesale.voipService({ id: 2 })).passwordResetAt).not.toBeNull();
  });

  it("has call records", async () => {
    const { cdrs } = await api.account.voipUsage({ id: 2 });
    expect(cdrs.length).toBeGreaterThan(50);
    const unbilled = (await api.account.voipUsage({ id: 2, uninvoiced: true })).cdrs;
    expect(unbilled.every((c) => !c.invoiced)).toBe(true);
  });
});

describe("diagnostics", () => {
  it("runs a test that completes after a few seconds and appears in the history", async () => {
    const q = { supplierServiceId: "SL-N1001", supplier: "superloop" };
    const { tests } = await api.wholesale.diagnostics(q);
    expect(tests.length).toBeGreaterThanOrEqual(3);
    const before = (await api.wholesale.diagnosticHistory(q)).history.length;
    const { testId, status } = await api.wholesale.createDiagnosticTest({ ...q, testType: "line-state" });
    expect(status).toBe("pending");
    expect((await api.wholesale.diagnosticResult({ testId })).status).toBe("pending");
    await new Promise((r) => setTimeout(r, 250));
    const result = await api.wholesale.diagnosticResult({ testId });
    expect(result.status).toBe("completed");
    expect(["pass", "fail"]).toContain(result.result);
    const history = (await api.wholesale.diagnosticHistory(q)).history;
    expect(history).toHaveLength(before + 1);
    expect(history[0]?.testId).toBe(testId);
  });
});

describe("support", () => {
  it("lodges a ticket with a reference", async () => {
    const answer = await api.account.supportTicket({
      category: "complaint",
      subject: "Slow speeds",
      description: "Evenings are very slow.",
      serviceId: 1,
    });
    expect(answer.reference).toMatch(/^SR-\d+$/);
    const rows = await records(sandbox, "support_tickets", "A10001");
    expect(rows.map((r) => r.ref)).toEqual([answer.reference]);
    expect(
      (await failure(api.account.supportTicket({ category: "fault", subject: "", description: "x" }))).status,
    ).toBe(400);
  });
});

describe("payments", () => {
  it("takes a card payment once per idempotency key and reduces the balance", async () => {
    const before = await api.account.status();
    expect(before.balanceCents).toBeGreaterThan(0);
    const receipt = await tokenise(TEST_CARDS.approvedVisa);
    expect(receipt.maskedCardNumber).toBe("•••• •••• •••• 4242");
    const key = randomUUID();
    const paid = await api.creditCard.takePayment({
      cardToken: receipt.cardToken,
      amountCents: 1500,
      idempotencyKey: key,
    });
    expect(paid.receiptCode).toMatch(/^RC\d+$/);
    expect(paid.balanceCents).toBe(before.balanceCents - 1500);
    const again = await api.creditCard.takePayment({
      cardToken: receipt.cardToken,
      amountCents: 1500,
      idempotencyKey: key,
    });
    expect(again).toEqual(paid);
    expect((await api.account.status()).balanceCents).toBe(before.balanceCents - 1500);
    const { transactions } = await api.account.transactions();
    expect(transactions[0]).toMatchObject({ type: "payment", amountCents: -1500, reference: paid.receiptCode });
    expect(
      (
        await failure(
          api.creditCard.takePayment({ cardToken: receipt.cardToken, amountCents: 999, idempotencyKey: key }),
        )
      ).status,
    ).toBe(409);
  });

  it("declines the test card", async () => {
    const receipt = await tokenise(TEST_CARDS.declined);
    const error = await failure(
      api.creditCard.takePayment({ cardToken: receipt.cardToken, amountCents: 1500, idempotencyKey: randomUUID() }),
    );
    expect(error.status).toBe(402);
    expect(error.providerMessage).toMatch(/declined/);
  });

  it("paying the whole balance clears the due invoice", async () => {
    const { balanceCents } = await api.account.status();
    const receipt = await tokenise(TEST_CARDS.approvedMastercard);
    await api.creditCard.takePayment({
      cardToken: receipt.cardToken,
      amountCents: balanceCents,
      idempotencyKey: randomUUID(),
    });
    const after = await api.account.status();
    expect(after).toMatchObject({ balanceCents: 0, overdue: false, dueDate: null });
    expect((await api.account.invoicesSummary()).invoices.every((i) => i.status === "paid")).toBe(true);
  });

  it("rejects a bad card number and a reused capture key", async () => {
    const { authKey } = await api.creditCard.authToken({ accountCode: "A10001", wid: "oe", customerRef: "A10001" });
    expect(
      (
        await failure(
          api.creditCard.tokenReceipt({ accountCode: "A10001", authKey, card: card("4242 4242 4242 4241") }),
        )
      ).status,
    ).toBe(400);
    await api.creditCard.tokenReceipt({ accountCode: "A10001", authKey, card: card(TEST_CARDS.approvedVisa) });
    expect(
      (
        await failure(
          api.creditCard.tokenReceipt({ accountCode: "A10001", authKey, card: card(TEST_CARDS.approvedVisa) }),
        )
      ).status,
    ).toBe(401);
  });

  it("stores card and direct-debit details masked only", async () => {
    const receipt = await tokenise(TEST_CARDS.approvedVisa);
    await api.account.updatePaymentDetails({ type: "card", cardToken: receipt.cardToken });
    expect((await api.account.status()).paymentMethod).toMatchObject({
      type: "card",
      maskedCardNumber: "•••• •••• •••• 4242",
      cardType: "Visa",
    });
    await api.account.updatePaymentDetails({
      type: "directDebit",
      accountName: "A Citizen",
      bsb: "062-000",
      accountNumber: "12345678",
    });
    expect((await api.account.status()).paymentMethod).toEqual({
      type: "directDebit",
      accountName: "A Citizen",
      maskedBsb: "062-•••",
      maskedAccountNumber: "••••5678",
    });
    const everything = JSON.stringify(
      await Promise.all(["accounts", "payment_details_changes", "card_tokens"].map((t) => records(sandbox, t))),
    );
    expect(everything).not.toContain("12345678");
    expect(everything).not.toContain("4242424242424242");
    expect(everything).not.toMatch(/"cvv"/);
  });

  it("updates the card with update-credit-card", async () => {
    const receipt = await tokenise(TEST_CARDS.approvedMastercard);
    expect((await api.account.updateCreditCard({ cardToken: receipt.cardToken })).paymentMethod).toMatchObject({
      cardType: "Mastercard",
    });
  });

  it("stores a payment plan request", async () => {
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const answer = await api.account.paymentPlan({ instalmentCents: 2500, frequency: "fortnightly", startDate: start });
    expect(answer).toMatchObject({ status: "requested" });
    expect((await records(sandbox, "payment_plans", "A10001")).map((r) => r.ref)).toEqual([answer.reference]);
    expect(
      (await failure(api.account.paymentPlan({ instalmentCents: 1, frequency: "monthly", startDate: start }))).status,
    ).toBe(400);
  });
});
