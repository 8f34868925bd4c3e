import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ProviderClient } from "#server/provider/index.ts";
import type { RunningSandbox } from "./server.ts";
import { signIn, startTestSandbox } from "./testing.ts";
import { crnOf, validCrn } from "./bpay.ts";

/** The extensions of decision 079: a ticket's conversation, the customer's reply, BPAY's settings. */

let sandbox: RunningSandbox;
let demo: ProviderClient;
let other: ProviderClient;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  demo = (await signIn(sandbox)).api;
  other = (await signIn(sandbox, "voip@example.com")).api;
});

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (e: { status?: number }) => e.status,
  );

async function lodge(category: "complaint" | "fault" | "general" = "complaint") {
  return (
    await demo.account.supportTicket({
      category,
      subject: "Charged twice",
      description: "I was charged twice for November. Please refund one of them.",
    })
  ).reference;
}

describe("a ticket's conversation", () => {
  it("starts with what the customer sent and our first answer, then their reply, oldest first", async () => {
    const reference = await lodge();
    const first = await demo.account.request({ reference });
    expect(first.request).toMatchObject({ reference, kind: "complaint", status: "Received", closed: false });
    expect(first.messages.map((m) => m.from)).toEqual(["customer", "provider"]);
    expect(first.messages[0]!.text).toBe("I was charged twice for November. Please refund one of them.");
    expect(first.messages[1]!.text).toContain(reference);

    await demo.account.requestReply({ reference, text: "  The second charge was on 3 November.  " });
    const answered = await fetch(`${sandbox.url}/__sandbox/requests/${reference}/answer`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text: "We have refunded the second charge." }),
    });
    expect(answered.status).toBe(201);
    const after = await demo.account.request({ reference });
    expect(after.messages.slice(2).map((m) => [m.from, m.text])).toEqual([
      ["customer", "The second charge was on 3 November."],
      ["provider", "We have refunded the second charge."],
    ]);
    const times = after.messages.map((m) => m.sentAt);
    expect([...times].sort()).toEqual(times);
  });

  it("answers another account's reference, an unknown one and a request without a conversation with 404", async () => {
    const reference = await lodge();
    expect(await statusOf(other.account.request({ reference }))).toBe(404);
    expect(await statusOf(other.account.requestReply({ reference, text: "Not mine" }))).toBe(404);
    expect(await statusOf(demo.account.request({ reference: "SR-999999" }))).toBe(404);
    const plan = (await demo.account.requests()).requests.find((r) => r.kind === "payment-plan" || r.kind === "move");
    if (plan) expect(await statusOf(demo.account.request({ reference: plan.reference }))).toBe(404);
    // The other account's view of its own requests is untouched by the attempt.
    expect((await demo.account.request({ reference })).messages).toHaveLength(2);
  });

  it("refuses a reply to a closed request (409) and an empty one (400)", async () => {
    const requests = (await demo.account.requests()).requests;
    const resolved = requests.find((r) => r.kind === "fault" && r.status === "Resolved");
    expect(resolved).toBeDefined();
    const closed = await demo.account.request({ reference: resolved!.reference });
    expect(closed.request.closed).toBe(true);
    expect(closed.messages.at(-1)!.text).toMatch(/closed this report/);
    expect(await statusOf(demo.account.requestReply({ reference: resolved!.reference, text: "Still broken" }))).toBe(
      409,
    );
    expect(await statusOf(demo.account.requestReply({ reference: await lodge(), text: "   " }))).toBe(400);
  });
});

describe("payment settings", () => {
  it("gives the biller code and the account's own customer reference, with a valid check digit", async () => {
    const { bpay } = await demo.account.paymentSettings();
    expect(bpay?.billerCode).toMatch(/^\d{3,10}$/);
    expect(bpay?.customerReference).toBe(crnOf("A10001"));
    expect(validCrn(bpay!.customerReference)).toBe(true);
    expect((await other.account.paymentSettings()).bpay?.customerReference).toBe(crnOf("A10002"));
  });
});
