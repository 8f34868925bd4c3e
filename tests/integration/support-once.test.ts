import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { action as complaintAction, loader as complaintLoader } from "#app/routes/support/new-complaint.tsx";
import { action as faultAction, loader as faultLoader } from "#app/routes/support/report-fault.tsx";
import { action as ticketAction, loader as ticketLoader } from "#app/routes/support/new-ticket.tsx";
import { outbox, records } from "#sandbox/testing.ts";
import { type Answer, request, signedIn, startPortalSandbox, throughGuard } from "./portal.ts";

/**
 * The support forms (a complaint, a fault report, a support ticket) are sent once: the same
 * request from one account, sent many times at once (a double click, a resent form, a script),
 * lodges one ticket and every post shows its confirmation; and each account may send at most
 * 10 support requests an hour, whatever they say (vitest runs with RATE_LIMIT_FACTOR unset: 1).
 * One instance with the memory store here; two sharing Redis in support-once-redis.test.ts.
 */

let sandbox: Awaited<ReturnType<typeof startPortalSandbox>>;
beforeAll(async () => {
  sandbox = await startPortalSandbox();
});
afterEach(() => {
  sandbox.sandbox.faults.clear();
  vi.restoreAllMocks();
});
afterAll(() => sandbox.stop());

const TICKET_CALL = "/api/v1/account/actions/support-ticket";
type Action = (args: never) => unknown;

/** A support form: where it posts, its action and loader, and a valid post whose text says `words`. */
type SupportForm = {
  path: string;
  action: Action;
  loader: Action;
  fields(words: string): Record<string, string>;
};

/** N1001, demo@example.com's broadband: the service selected by default. */
let n1001: string;
beforeAll(async () => {
  const services = await records(sandbox, "services", "A10001");
  n1001 = String(services.find((s) => s.ref === "N1001")!.id);
});

const FORMS: Record<"complaint" | "fault" | "ticket", SupportForm> = {
  complaint: {
    path: "/support/new-complaint",
    action: complaintAction as Action,
    loader: complaintLoader as Action,
    fields: (words) => ({
      topic: "billing",
      serviceId: "none",
      description: words,
      outcome: "Refund the second charge.",
      contactMethod: "email",
      urgent: "no",
    }),
  },
  fault: {
    path: "/support/report-fault",
    action: faultAction as Action,
    loader: faultLoader as Action,
    fields: (words) => ({
      serviceId: n1001,
      faultType: "slow",
      startedOn: "2024-05-01",
      description: words,
      modemRestarted: "yes",
      contactPhone: "0412 345 678",
      availability: "Any time.",
    }),
  },
  ticket: {
    path: "/support/new-ticket",
    action: ticketAction as Action,
    loader: ticketLoader as Action,
    fields: (words) => ({ topic: "billing", message: words, contactMethod: "email" }),
  },
};

/** A fresh sign-in of `email` (each test its own, so the confirmations shown are that test's). */
async function customer(email = "demo@example.com") {
  return (await signedIn(sandbox, { email, mfa: false })).cookie;
}

async function post(form: SupportForm, cookie: string, fields: Record<string, string>): Promise<Answer> {
  const { inner } = await throughGuard(request(form.path, { cookie, form: fields }), form.action as never);
  return inner!;
}

/** The reference the form's confirmation shows to this sign-in. */
async function shownReference(form: SupportForm, cookie: string): Promise<string> {
  const { inner } = await throughGuard(request(`${form.path}?sent`, { cookie }), form.loader as never);
  return (inner!.data as { done: { reference: string } }).done.reference;
}

async function tickets(account = "A10001") {
  return records<{ description: string }>(sandbox, "support_tickets", account);
}

/** The provider holds each ticket a while, so posts sent together overlap for certain. */
const slowProvider = () => sandbox.sandbox.faults.add([{ path: TICKET_CALL, latencyMs: 300 }]);

function ticketCalls(): () => number {
  const decide = vi.spyOn(sandbox.sandbox.faults, "decide");
  return () => decide.mock.calls.filter(([, p]) => p === TICKET_CALL).length;
}

const formErrors = (answer: Answer) =>
  (answer.data as { result?: { error?: Record<string, string[] | null> } }).result?.error ?? {};
const typedValues = (answer: Answer) =>
  (answer.data as { result?: { initialValue?: Record<string, unknown> } }).result?.initialValue ?? {};

describe("a support form sent many times at once", () => {
  for (const [name, form] of Object.entries(FORMS)) {
    it(`${name}: 20 identical posts lodge one ticket, and every post shows its confirmation`, async () => {
      const cookie = await customer();
      const words = `The same ${name}, sent 20 times at once.`;
      const before = (await tickets()).length;
      const messagesBefore = (await outbox(sandbox)).length;
      slowProvider();
      const calls = ticketCalls();

      const answers = await Promise.all(Array.from({ length: 20 }, () => post(form, cookie, form.fields(words))));

      expect(calls()).toBe(1);
      const lodged = (await tickets()).slice(before);
      expect(lodged).toHaveLength(1);
      expect((await outbox(sandbox)).length - messagesBefore, "one confirmation to the customer").toBe(1);
      expect(answers.map((a) => [a.status, a.location])).toEqual(Array(20).fill([303, `${form.path}?sent`]));
      expect(await shownReference(form, cookie)).toBe(lodged[0]!.ref);
    });
  }

  it("the same complaint again from another sign-in of the account shows the first one's reference", async () => {
    const form = FORMS.complaint;
    const words = "Sent from my phone, then again from my laptop.";
    const phone = await customer();
    expect(await post(form, phone, form.fields(words))).toMatchObject({ status: 303 });
    const reference = await shownReference(form, phone);
    const before = (await tickets()).length;

    // Spaces and capitals are not what makes a request another one.
    const laptop = await customer();
    const again = await post(form, laptop, form.fields(`  ${words.toUpperCase()}  `));

    expect(again).toMatchObject({ status: 303, location: `${form.path}?sent` });
    expect(await shownReference(form, laptop)).toBe(reference);
    expect(await tickets()).toHaveLength(before);
  });

  it("another account sending the same words lodges its own", async () => {
    const form = FORMS.ticket;
    const words = "Two accounts, the same question.";
    const before = (await tickets("A10001")).length;
    expect(await post(form, await customer(), form.fields(words))).toMatchObject({ status: 303 });
    expect(await post(form, await customer("energy@example.com"), form.fields(words))).toMatchObject({
      status: 303,
    });
    expect(await tickets("A10001")).toHaveLength(before + 1);
    expect((await tickets("A10003")).filter((t) => t.data.description.includes(words))).toHaveLength(1);
  });

  it("a post the provider failed gives its claim back: sending it again lodges it", async () => {
    const form = FORMS.complaint;
    const cookie = await customer();
    const words = "The first try of this one fails.";
    const before = (await tickets()).length;
    sandbox.sandbox.faults.add([{ path: TICKET_CALL, status: 500, times: 1 }]);

    const failed = await post(form, cookie, form.fields(words));
    expect(failed.status).toBe(502);
    expect(typedValues(failed)).toMatchObject({ description: words });

    const again = await post(form, cookie, form.fields(words));
    expect(again).toMatchObject({ status: 303, location: `${form.path}?sent` });
    expect(await tickets()).toHaveLength(before + 1);
  });
});

describe("support requests per account", () => {
  it("20 different requests sent at once: 10 are lodged, the rest are refused with a 429 and what was typed", async () => {
    // The fourth demo account, which no other test here uses: its hour's count starts at nothing.
    const cookie = await customer("fw@example.com");
    const form = FORMS.ticket;
    slowProvider();

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(form, cookie, form.fields(`Question number ${i + 1}.`))),
    );

    expect(await tickets("A10004")).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 303)).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expect(formErrors(answer)[""]).toEqual([
        "You have sent us a lot of requests in the last hour. Try again in an hour, or call us on 1300 980 711.",
      ]);
      expect(String(typedValues(answer).message)).toMatch(/^Question number \d+\.$/);
    }

    // The cap holds for the other forms too, and for a later request.
    const complaint = await post(FORMS.complaint, cookie, FORMS.complaint.fields("One more, as a complaint."));
    expect(complaint.status).toBe(429);
    expect(await tickets("A10004")).toHaveLength(10);
  });
});
