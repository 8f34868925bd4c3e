import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ProviderError, type ProviderClient } from "#server/provider/index.ts";
import { UNVERIFIABLE_ID_NUMBER } from "./handlers/mobile.ts";
import type { RunningSandbox } from "./server.ts";
import { outbox, records, signIn, startTestSandbox } from "./testing.ts";

// Activating a SIM and keeping a number, as the sandbox does it for real.

const SIM = "8961012345678901232";
let sandbox: RunningSandbox;
let api: ProviderClient;
let serviceId: number;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  ({ api } = await signIn(sandbox, "energy@example.com"));
  serviceId = (await api.account.services({})).services.find((s) => s.code === "M5002")!.id;
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

// The outbox is newest first.
const latestCode = async () => (await outbox(sandbox))[0]!;
const identity = (contextId: string, idNumber = "AB123456") => ({
  contextId,
  serviceId,
  firstName: "Jo",
  lastName: "Energy",
  dateOfBirth: "1980-05-17",
  idType: "driver-licence" as const,
  idNumber,
});

describe("mobile activation", () => {
  it("seeds M5002 for energy@example.com, waiting for activation", async () => {
    const service = (await api.account.services({})).services.find((s) => s.id === serviceId)!;
    expect(service).toMatchObject({ type: "mobile", serviceStatus: "Pending activation", phoneNumber: null });
  });

  it("checks a SIM number's prefix, length and Luhn check digit", async () => {
    expect(await api.account.mobileSimValidate({ simNumber: "8961 0123 4567 8901 232" })).toMatchObject({
      valid: true,
    });
    expect(await api.account.mobileSimValidate({ simNumber: "8961012345678901233" })).toMatchObject({
      valid: false,
      message: expect.stringMatching(/not a real SIM number/),
    });
    expect((await api.account.mobileSimValidate({ simNumber: "1234" })).valid).toBe(false);
  });

  it("keeps a number: code by SMS to that number, email code, identity, then the activation", async () => {
    const contextId = randomUUID();
    const base = { contextId, accountCode: "A10003" };
    await api.mobile.initiatePortInVerification({ ...base, portInMsn: "0400 111 222" });
    const sms = await latestCode();
    expect(sms).toMatchObject({ channel: "sms", to: "0400111222" });
    // A wrong code is refused and counted.
    const wrong = await failure(
      api.mobile.validatePortInVerification({
        ...base,
        portInMsn: "0400111222",
        verificationCode: sms.code === "000000" ? "111111" : "000000",
      }),
    );
    expect(wrong).toMatchObject({ status: 400, customerMessage: "The code is not correct." });
    // Activation before the checks is refused.
    const early = await failure(
      api.mobile.submitActivation({
        ...base,
        serviceId,
        simNumber: SIM,
        portInMsn: "0400111222",
        emailAddress: "energy@example.com",
      }),
    );
    expect(early.status).toBe(409);
    expect(
      await api.mobile.validatePortInVerification({ ...base, portInMsn: "0400111222", verificationCode: sms.code! }),
    ).toEqual({ verified: true });

    await api.mobile.initiateEmailVerification({ ...base, emailAddress: "energy@example.com" });
    const email = await latestCode();
    expect(email).toMatchObject({ channel: "email", to: "energy@example.com" });
    await api.mobile.handleEmailVerification({
      ...base,
      emailAddress: "energy@example.com",
      verificationCode: email.code!,
    });

    const notMatching = await failure(
      api.account.mobilePersonalDetailsVerify({ ...identity(contextId), firstName: "Sam" }),
    );
    expect(notMatching).toMatchObject({
      status: 422,
      customerMessage: "The name does not match the account holder's name",
    });
    const unknownId = await failure(
      api.account.mobilePersonalDetailsVerify(identity(contextId, UNVERIFIABLE_ID_NUMBER)),
    );
    expect(unknownId.status).toBe(422);
    await api.account.mobilePersonalDetailsVerify(identity(contextId));

    const done = await api.mobile.submitActivation({
      ...base,
      serviceId,
      simNumber: SIM,
      portInMsn: "0400 111 222",
      emailAddress: "energy@example.com",
    });
    expect(done).toMatchObject({
      reference: expect.stringMatching(/^SA-\d+$/),
      status: "Received",
      serviceStatus: "Number transfer in progress",
      phoneNumber: "0400 111 222",
    });
    const service = (await api.account.services({})).services.find((s) => s.id === serviceId)!;
    expect(service).toMatchObject({ serviceStatus: "Number transfer in progress", phoneNumber: "0400 111 222" });
    const requests = await records<{ kind: string; reference: string }>(sandbox, "service_requests", "A10003");
    expect(requests.at(-1)?.data).toMatchObject({ kind: "sim-activation", reference: done.reference });
    // Once submitted, the context is spent.
    expect(
      (
        await failure(
          api.mobile.submitActivation({ ...base, serviceId, simNumber: SIM, emailAddress: "energy@example.com" }),
        )
      ).status,
    ).toBe(409);
  });

  it("voids a port-in code after 5 wrong tries", async () => {
    const base = { contextId: randomUUID(), accountCode: "A10003", portInMsn: "0400111222" };
    await api.mobile.initiatePortInVerification(base);
    const right = (await latestCode()).code!;
    const wrongCode = right === "123456" ? "654321" : "123456";
    for (let i = 0; i < 4; i++)
      await failure(api.mobile.validatePortInVerification({ ...base, verificationCode: wrongCode }));
    const last = await failure(api.mobile.validatePortInVerification({ ...base, verificationCode: wrongCode }));
    expect(last.customerMessage).toBe("Too many wrong codes. Request a new code.");
    expect((await failure(api.mobile.validatePortInVerification({ ...base, verificationCode: right }))).status).toBe(
      400,
    );
  });

  it("refuses someone else's account, a number already on the account and bad bodies", async () => {
    const contextId = randomUUID();
    expect(
      (
        await failure(
          api.mobile.initiatePortInVerification({ contextId, accountCode: "A10001", portInMsn: "0400111222" }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await failure(
          api.mobile.initiatePortInVerification({ contextId, accountCode: "A10003", portInMsn: "0423 456 789" }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await failure(
          api.mobile.initiatePortInVerification({ contextId, accountCode: "A10003", portInMsn: "02 9876 5432" }),
        )
      ).status,
    ).toBe(400);
  });

  it("gives a new number when none is kept", async () => {
    const contextId = randomUUID();
    const base = { contextId, accountCode: "A10003" };
    await api.mobile.initiateEmailVerification({ ...base, emailAddress: "jo@example.com" });
    await api.mobile.handleEmailVerification({
      ...base,
      emailAddress: "jo@example.com",
      verificationCode: (await latestCode()).code!,
    });
    await api.account.mobilePersonalDetailsVerify(identity(contextId));
    const done = await api.mobile.submitActivation({
      ...base,
      serviceId,
      simNumber: SIM,
      emailAddress: "jo@example.com",
    });
    expect(done).toMatchObject({
      serviceStatus: "Activation in progress",
      phoneNumber: expect.stringMatching(/^04\d\d \d{3} \d{3}$/),
    });
  });
});
