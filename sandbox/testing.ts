import { createProviderClient } from "#server/provider/index.ts";
import type { ProviderClient } from "#server/provider/index.ts";
import type { OutboxRecord } from "./records.ts";
import { DEMO_PASSWORD } from "./seed.ts";
import { startSandbox } from "./server.ts";
import type { RunningSandbox, SandboxOptions } from "./server.ts";

/** Helpers for tests that run against an in-memory sandbox. */

export async function startTestSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({
    port: 0,
    host: "127.0.0.1",
    dbPath: ":memory:",
    portalUrl: "http://portal.test",
    diagnosticsDelayMs: 200,
    rateLimitFactor: 1,
    ...options,
  });
}

export async function signIn(
  sandbox: RunningSandbox,
  email = "demo@example.com",
  password = DEMO_PASSWORD,
): Promise<{ token: string; api: ProviderClient }> {
  const { token } = await createProviderClient({ baseUrl: sandbox.url }).authentication.getToken({ email, password });
  return { token, api: createProviderClient({ baseUrl: sandbox.url, token }) };
}

export async function outbox(sandbox: RunningSandbox): Promise<(OutboxRecord & { id: number })[]> {
  const res = await fetch(`${sandbox.url}/__sandbox/outbox`);
  return (await res.json()) as (OutboxRecord & { id: number })[];
}

export async function records<T = Record<string, unknown>>(
  sandbox: RunningSandbox,
  table: string,
  accountCode?: string,
): Promise<{ id: number; accountCode: string | null; ref: string | null; data: T }[]> {
  const res = await fetch(
    `${sandbox.url}/__sandbox/records/${table}${accountCode ? `?accountCode=${accountCode}` : ""}`,
  );
  return (await res.json()) as { id: number; accountCode: string | null; ref: string | null; data: T }[];
}
