import { HttpResponse, http as mswHttp } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  PROVIDER_TEST_URL,
  callUrl,
  demoProfile,
  providerFaults,
  providerHandlers,
  setupProviderServer,
} from "#tests/mocks/provider.ts";
import { logger } from "#server/logger.ts";
import { calls, listCalls } from "./calls.ts";
import type { CallDef } from "./call-def.ts";
import { unchecked } from "#tests/unit/unchecked-call.ts";
import { ProviderError } from "./errors.ts";
import { createHttp } from "./http.ts";
import { createProviderClient } from "./index.ts";
import { profile } from "#server/provider/schemas/profile.ts";

const server = setupProviderServer(...providerHandlers());
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** Answers every call with the headers it received. */
function echoHeaders(call: CallDef) {
  const method = call.method === "GET" ? mswHttp.get : call.method === "POST" ? mswHttp.post : mswHttp.patch;
  return method(callUrl(call), ({ request }) =>
    HttpResponse.json({ token: request.headers.get("x-access-token"), requestId: request.headers.get("x-request-id") }),
  );
}

async function caught(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }
  throw new Error("expected the call to fail");
}

const base = { baseUrl: PROVIDER_TEST_URL };

describe("X-Access-Token", () => {
  it("is sent when a token is set", async () => {
    server.use(echoHeaders(calls.account.status));
    const body = await createHttp({ ...base, token: "tok-1" }).json(unchecked(calls.account.status));
    expect(body).toMatchObject({ token: "tok-1" });
  });

  it("is not sent without a token", async () => {
    server.use(echoHeaders(calls.account.status));
    expect(await createHttp(base).json(unchecked(calls.account.status))).toMatchObject({ token: null });
  });

  it("does not replace one the request already has", async () => {
    server.use(echoHeaders(calls.account.status));
    const body = await createHttp({ ...base, token: "session" }).json(unchecked(calls.account.status), {
      headers: { "x-access-token": "explicit" },
    });
    expect(body).toMatchObject({ token: "explicit" });
  });

  it("is never sent on the spec §6 no-token calls, nor on a forgotten password's", async () => {
    const noToken = listCalls().filter((c) => c.noToken);
    expect(noToken.map((c) => `${c.area}.${c.name}`).sort()).toEqual(
      [
        "account.sendgridEvents",
        "authentication.authenticateViaEmail",
        "authentication.getToken",
        "authentication.passwordReset",
        "authentication.passwordResetCheck",
        "authentication.passwordResetRequest",
        "creditCard.authToken",
        "creditCard.tokenReceipt",
      ].sort(),
    );
    const client = createHttp({ ...base, token: "secret" });
    for (const call of noToken) {
      server.use(echoHeaders(call));
      const params = { accountCode: "A1", wid: "oe", authKey: "k" };
      const body = await client.json(unchecked(call), { params, headers: { "X-Access-Token": "sneaky" } });
      expect(body, `${call.path}`).toMatchObject({ token: null });
    }
  });

  it("passes the request id on", async () => {
    server.use(echoHeaders(calls.account.status));
    expect(await createHttp({ ...base, requestId: "req-42" }).json(unchecked(calls.account.status))).toMatchObject({
      requestId: "req-42",
    });
  });
});

describe("URLs", () => {
  it("fills path parameters and sends lists comma-separated", async () => {
    let seen = "";
    server.use(
      mswHttp.get(callUrl(calls.account.voipUsage), ({ request }) => {
        seen = request.url;
        return HttpResponse.json({ cdrs: [] });
      }),
    );
    await createProviderClient({ ...base, token: "t" }).account.voipUsage({
      id: 7,
      from: "2026-01-01",
      uninvoiced: true,
    });
    expect(seen).toBe(`${PROVIDER_TEST_URL}/api/v1/account/services/voip/usage/7?from=2026-01-01&uninvoiced=true`);

    server.use(
      mswHttp.get(callUrl(calls.account.services), ({ request }) => {
        seen = request.url;
        return HttpResponse.json({ services: [] });
      }),
    );
    await createProviderClient({ ...base, token: "t" }).account.services({ codes: ["N1001", "V2001"] });
    expect(new URL(seen).searchParams.get("codes")).toBe("N1001,V2001");
  });

  it("rejects a query name the call does not take", async () => {
    await expect(createHttp(base).json(calls.account.status, { query: { nope: "1" } })).rejects.toThrow(
      /Unknown query parameter/,
    );
  });

  it("uses the v2 prefix for v2 calls", () => {
    expect(callUrl(calls.account.servicesV2)).toBe(`${PROVIDER_TEST_URL}/api/v2/account/services`);
  });
});

describe("errors", () => {
  it("maps an error status with the response data", async () => {
    server.use(
      providerFaults.status(calls.account.updateContacts, 400, {
        message: "Invalid request: email",
        errors: { email: "bad" },
      }),
    );
    const error = await caught(createProviderClient({ ...base, token: "t" }).account.updateContacts({ email: "x" }));
    expect(error.kind).toBe("status");
    expect(error.message).toBe("Request failed with status code 400");
    expect(error.status).toBe(400);
    expect(error.data).toEqual({ message: "Invalid request: email", errors: { email: "bad" } });
    expect(error.providerMessage).toBe("Invalid request: email");
  });

  it("flags 401", async () => {
    server.use(providerFaults.status(calls.account.userDetails, 401));
    const error = await caught(createProviderClient(base).account.userDetails());
    expect(error.isUnauthorized).toBe(true);
  });

  it("maps a network failure to 'Network Error'", async () => {
    server.use(providerFaults.networkError(calls.account.status));
    const error = await caught(createProviderClient(base).account.status());
    expect(error.kind).toBe("network");
    expect(error.message).toBe("Network Error");
  });

  it("times out", async () => {
    server.use(providerFaults.slow(calls.account.status, "infinite"));
    const error = await caught(createProviderClient({ ...base, timeoutMs: 100 }).account.status());
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe("timeout of 100 ms exceeded");
  });

  it("stops when the caller aborts", async () => {
    server.use(providerFaults.slow(calls.account.status, "infinite"));
    const controller = new AbortController();
    const pending = createProviderClient({ ...base, signal: controller.signal }).account.status();
    setTimeout(() => controller.abort(), 20);
    const error = await caught(pending);
    expect(error.kind).toBe("aborted");
    expect(error.message).toBe("Request aborted");
  });

  it("does not start when the signal is already aborted", async () => {
    const error = await caught(createProviderClient({ ...base, signal: AbortSignal.abort() }).account.userDetails());
    expect(error.kind).toBe("aborted");
  });

  // A change the portal has sent is seen through: a customer whose browser drops the first post
  // of a double click (or who closes the tab) must not leave it done at the provider and
  // recorded as failed here, or half sent.
  const ticket = { reference: "SR-1", status: "open", createdAt: "2026-11-28T09:00:00Z" };
  const ticketRequest = {
    accountCode: "A10001",
    category: "other",
    subject: "s",
    description: "d",
  } as unknown as Parameters<ReturnType<typeof createProviderClient>["account"]["supportTicket"]>[0];

  it("sees a change through when the caller goes away while it is on its way", async () => {
    const controller = new AbortController();
    // The caller leaves once the provider has the request, before it answers.
    server.use(
      mswHttp.post(callUrl(calls.account.supportTicket), async () => {
        controller.abort();
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json(ticket);
      }),
    );
    const pending = createProviderClient({ ...base, signal: controller.signal }).account.supportTicket(ticketRequest);
    await expect(pending).resolves.toMatchObject({ reference: "SR-1" });
    expect(controller.signal.aborted).toBe(true);
  });

  it("sends a change whose caller has already gone", async () => {
    server.use(providerFaults.slow(calls.account.supportTicket, 0, ticket));
    const pending = createProviderClient({ ...base, signal: AbortSignal.abort() }).account.supportTicket(ticketRequest);
    await expect(pending).resolves.toMatchObject({ reference: "SR-1" });
  });

  it("turns a body that is not JSON into a 'malformed' error", async () => {
    server.use(providerFaults.malformed(calls.account.status));
    const error = await caught(createProviderClient(base).account.status());
    expect(error.kind).toBe("malformed");
    expect(error.message).toMatch(/malformed answer to GET account\/status: not JSON/);
  });

  it("turns a body of the wrong shape into a 'malformed' error naming the field", async () => {
    server.use(providerFaults.wrongShape(calls.account.userDetails, { ...demoProfile, contacts: "nope" }));
    const error = await caught(createProviderClient(base).account.userDetails());
    expect(error.kind).toBe("malformed");
    expect(error.message).toMatch(/contacts/);
  });
});

describe("answers", () => {
  it("validates and returns typed data", async () => {
    const me = await createProviderClient({ ...base, token: "t" }).account.userDetails();
    expect(me).toEqual(profile.parse(demoProfile));
    expect(me.contacts[0]?.phoneMobile).toBe("0412 345 678");
  });

  it("defaults preferredMessageType to Email", async () => {
    server.use(providerFaults.wrongShape(calls.account.userDetails, { ...demoProfile, preferredMessageType: null }));
    expect((await createProviderClient(base).account.userDetails()).preferredMessageType).toBe("Email");
  });

  it("reads binary answers", async () => {
    server.use(
      mswHttp.get(
        callUrl(calls.account.invoicePdf),
        () =>
          new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
            headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="INV-1.pdf"' },
          }),
      ),
    );
    const file = await createProviderClient(base).account.invoicePdf({ id: 1, jwt: "j" });
    expect(file).toMatchObject({ contentType: "application/pdf", filename: "INV-1.pdf" });
    expect(new TextDecoder().decode(file.bytes)).toBe("%PDF");
  });
});

describe("logging", () => {
  it("logs the method, the path template, the status and the time, and no secrets", async () => {
    const info = vi.spyOn(logger, "info");
    server.use(
      mswHttp.get(callUrl(calls.account.voipResetPassword), () =>
        HttpResponse.json({ message: "sent", sentTo: "d•••@example.com" }),
      ),
    );
    await createProviderClient({ ...base, token: "very-secret-token" }).account.voipResetPassword({
      phoneNumber: "0298765432",
      accountCode: "A10001",
    });
    expect(info).toHaveBeenCalledTimes(1);
    const line = JSON.stringify(info.mock.calls[0]);
    expect(line).toContain('"path":"/api/v1/account/services/voip/reset-password"');
    expect(line).toContain('"method":"GET"');
    expect(line).toContain('"status":200');
    expect(line).toMatch(/"ms":\d+/);
    expect(line).not.toContain("very-secret-token");
    expect(line).not.toContain("0298765432");
    expect(line).not.toContain("A10001");
  });

  it("logs the template, not the filled path", async () => {
    const info = vi.spyOn(logger, "info");
    server.use(mswHttp.get(callUrl(calls.account.voipUsage), () => HttpResponse.json({ cdrs: [] })));
    await createProviderClient(base).account.voipUsage({ id: 99 });
    expect(JSON.stringify(info.mock.calls[0])).toContain("/api/v1/account/services/voip/usage/{id}");
  });
});
