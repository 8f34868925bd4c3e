import type { IncomingHttpHeaders } from "node:http";
import type { z } from "zod";
import type { Area, Calls } from "#server/provider/calls.ts";
import type { Faults } from "./faults.ts";
import type { StaffCaller } from "./identity/provider.ts";
import type { AccountRecord, OutboxRecord } from "./records.ts";
import type { Row, Store } from "./store.ts";
import type { TokenClaims, TokenService } from "./tokens.ts";

/** What a sandbox handler receives and returns. */

export interface SandboxSettings {
  portalUrl: string;
  rateLimitFactor: number;
  /** How long a diagnostics test stays pending. */
  diagnosticsDelayMs: number;
}

export interface Sandbox {
  store: Store;
  tokens: TokenService;
  faults: Faults;
  settings: SandboxSettings;
  /** Provider calls answered (not /__sandbox/), by "METHOD /api/v1/template", for `npm run load`. */
  calls: Map<string, number>;
  /** The sandbox's clock: real time moved by `POST /__sandbox/clock` (tests only), 0 otherwise. */
  clock: { offsetMs: number };
  now(): number;
  /** The staff identity provider, when it runs: the API checks staff access tokens with it. */
  identity?: { verifyAccessToken(token: string): Promise<StaffCaller | null> };
}

export interface Auth {
  accountCode: string;
  claims: TokenClaims;
}

export interface Ctx {
  sb: Sandbox;
  method: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: IncomingHttpHeaders;
  /** Set for every call that needs a token (all but spec §6's list), unless a member of staff made it. */
  auth: Auth | null;
  /** A member of staff's call (a staff access token from the identity provider), with their roles. */
  staff?: StaffCaller | null;
}

export interface Reply {
  status?: number;
  json?: unknown;
  bytes?: Uint8Array;
  contentType?: string;
  headers?: Record<string, string>;
}

export type Handler = (ctx: Ctx) => Reply | Promise<Reply>;

export type HandlerMap = { [A in Area]?: { [N in keyof Calls[A]]?: Handler } };

export class HttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.body = { message, ...extra };
  }
}

export function fail(status: number, message: string, extra?: Record<string, unknown>): never {
  throw new HttpError(status, message, extra);
}

export const ok = (json: unknown, status = 200): Reply => ({ status, json });

/** Validates a request body; a bad body is a 400 with a JSON message naming the field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length ? issue.path.join(".") : "body";
      errors[key] ??= /received undefined$/.test(issue.message) ? "is required" : issue.message;
    }
    const [field, message] = Object.entries(errors)[0] ?? ["body", "is invalid"];
    fail(400, `Invalid request: ${field}: ${message}`, { errors });
  }
  return result.data;
}

/** The signed-in account (401 when the call had no token, which the router prevents). */
export function me(ctx: Ctx): { accountCode: string; row: Row<AccountRecord> } {
  if (!ctx.auth) fail(401, "Missing token");
  const row = ctx.sb.store.find<AccountRecord>("accounts", { accountCode: ctx.auth.accountCode });
  if (!row) fail(401, "Unknown account");
  return { accountCode: ctx.auth.accountCode, row };
}

export function requireQuery(ctx: Ctx, name: string): string {
  const value = ctx.query.get(name);
  if (value === null || value.trim() === "") fail(400, `Invalid request: ${name} is required`);
  return value.trim();
}

export function intParam(value: string | null | undefined, name: string): number {
  if (value === null || value === undefined || value === "") fail(400, `Invalid request: ${name} is required`);
  if (!/^-?\d+$/.test(value)) fail(400, `Invalid request: ${name} must be a whole number`);
  return Number(value);
}

export function recordOutbox(
  sb: Sandbox,
  message: Omit<OutboxRecord, "sentAt">,
  accountCode: string | null,
): OutboxRecord {
  const record: OutboxRecord = { ...message, sentAt: new Date(sb.now()).toISOString() };
  sb.store.insert("outbox", { accountCode, data: record, createdAt: record.sentAt });
  return record;
}

export function nextReference(sb: Sandbox, prefix: string): string {
  return `${prefix}-${sb.store.nextNumber(prefix, 100001)}`;
}
