import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ProviderClient } from "#server/provider/index.ts";
import { TEST_CARDS } from "./handlers/credit-card.ts";
import type { RunningSandbox } from "./server.ts";
import { outbox, signIn, startTestSandbox } from "./testing.ts";

// Every change the provider makes is confirmed by the call that made it, by the preferred message
// type, with its reference and no secret.

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

async function cardToken(cardNumber: string = TEST_CARDS.approvedVisa) {
  const { authKey } = await api.creditCard.authToken({ accountCode: "A10001", wid: "oe", customerRef: "A10001" });
  const card = { cardholderName: "Alex Citizen", cardNumber, expiryMonth: 12, expiryYear: 2099, cvv: "123" };
  return (await api.creditCard.tokenReceipt({ accountCode: "A10001", authKey, card })).cardToken;
}

const newest = async () => (await outbox(sandbox))[0];

describe("confirmations", () => {
  it("sends a payment receipt once per payment, by email, without the card number", async () => {
    const token = await cardToken();
    const key = randomUUID();
    const paid = await api.creditCard.takePayment({ cardToken: token, amountCents: 1500, idempotencyKey: key });
    const message = await newest();
    expect(message).toMatchObject({
      channel: "email",
      to: "demo@example.com",
      reference: paid.receiptCode,
      template: "payment-receipt",
    });
    expect(message?.subject).toContain(paid.receiptCode);
    expect(message?.body).toContain("$15.00");
    expect(message?.body).toContain(`/billing/receipt?code=${paid.receiptCode}`);
    expect(message?.body).not.toMatch(/4242 ?4242|123\b/);
    const count = (await outbox(sandbox)).length;
    await api.creditCard.takePayment({ cardToken: token, amountCents: 1500, idempotencyKey: key });
    expect((await outbox(sandbox)).length).toBe(count);
  });

  it("sends a security notice when payment details change, naming only the last digits", async () => {
    await api.account.updatePaymentDetails({
      type: "directDebit",
      accountName: "Alex Citizen",
      bsb: "062-000",
      accountNumber: "12345678",
    });
    const message = await newest();
    expect(message).toMatchObject({ template: "payment-method-changed", channel: "email" });
    expect(message?.reference).toMatch(/^PD-\d+$/);
    expect(message?.body).toContain("ending 678");
    expect(message?.body).toContain("call us on 1300 980 711 straight away");
    expect(message?.body).not.toContain("12345678");
  });

  it("goes by SMS to the mobile when the customer prefers SMS", async () => {
    const profile = await api.account.userDetails();
    await api.account.updateContacts({ preferredMessageType: "SMS", contacts: profile.contacts });
    const { reference } = await api.account.changeContract({ serviceId: 1, contractCode: "NBN100-40" });
    const message = await newest();
    expect(message).toMatchObject({ channel: "sms", reference, template: "plan-change" });
    expect(message?.to).toMatch(/^04\d{8}$/);
    expect(message?.body).toContain(reference);
    // The service as its customer knows it, never the provider's code (N1001).
    expect(message?.body).toMatch(/^Your NBN at 12 Harbour St is now on /);
    expect(message?.body).not.toMatch(/\b[A-Z]\d{4}\b/);
  });

  it("falls back to email for Post", async () => {
    const profile = await api.account.userDetails();
    await api.account.updateContacts({ preferredMessageType: "Post", contacts: profile.contacts });
    const { reference } = await api.account.cancelContract({ serviceId: 1 });
    const message = await newest();
    expect(message).toMatchObject({ channel: "email", reference, template: "cancellation" });
    expect(message?.body).toMatch(/Call us on 1300 980 711 before .* to withdraw/);
    expect(message?.body).toContain("Your NBN at 12 Harbour St will be cancelled on");
    expect(`${message?.subject} ${message?.body}`).not.toMatch(/\b[A-Z]\d{4}\b/);
  });

  it("renders a confirmation through templates/render", async () => {
    const rendered = await api.templates.render({
      template: "payment-plan",
      data: { reference: "PP-1", instalmentCents: 2500, frequency: "weekly", startDate: "2026-12-01" },
    });
    expect(rendered).toMatchObject({ subject: "Your payment plan request (PP-1)" });
    expect(String(rendered.html)).toContain("$25.00 weekly from Tuesday 1 December 2026");
  });
});
