import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProviderClient, ProviderError } from "#server/provider/index.ts";
import type { RunningSandbox } from "./server.ts";
import { outbox, startTestSandbox } from "./testing.ts";

/** `POST authentication/password/reset-check` (extension, decision 057): whether a link works, spending nothing. */

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const reasonOf = (error: unknown) =>
  error instanceof ProviderError ? (error.data as { reason?: string }).reason : error;

describe("checking a reset link", () => {
  it("says a fresh link works without spending it, and refuses unknown and used links", async () => {
    const api = createProviderClient({ baseUrl: sandbox.url });
    await api.authentication.passwordResetRequest({ email: "demo@example.com", wid: "" });
    const token = new URL((await outbox(sandbox)).find((m) => m.link)!.link!).searchParams.get("token")!;
    await expect(api.authentication.passwordResetCheck({ token })).resolves.toMatchObject({
      message: expect.any(String),
    });
    await expect(api.authentication.passwordResetCheck({ token })).resolves.toBeDefined();
    expect(await api.authentication.passwordResetCheck({ token: "x".repeat(40) }).catch(reasonOf)).toBe("unknown");
    // The check spent nothing: the link still resets the password, once.
    await expect(
      api.authentication.passwordReset({ token, newPassword: "a long new passphrase 7" }),
    ).resolves.toMatchObject({ accountCode: "A10001" });
    expect(await api.authentication.passwordResetCheck({ token }).catch(reasonOf)).toBe("used");
  });
});
