/**
 * The one provider error type. Messages follow spec §8 so screens can show them as they are.
 */

export type ProviderErrorKind = "network" | "timeout" | "aborted" | "status" | "malformed";

export interface ProviderErrorInit {
  kind: ProviderErrorKind;
  message: string;
  status?: number;
  data?: unknown;
  /** Path template of the call, e.g. `account/services/notes` (never the filled path). */
  path?: string;
  cause?: unknown;
}

export class ProviderError extends Error {
  override readonly name = "ProviderError";
  readonly kind: ProviderErrorKind;
  /** HTTP status, for kind 'status' (and 'malformed' when a body arrived). */
  readonly status?: number;
  /** The response body (parsed JSON when possible, else text), for kind 'status' and 'malformed'. */
  readonly data?: unknown;
  readonly path?: string;

  constructor(init: ProviderErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.data = init.data;
    this.path = init.path;
  }

  /** 401 from the provider: the token is missing, expired or forged. */
  get isUnauthorized(): boolean {
    return this.kind === "status" && this.status === 401;
  }

  /** The provider's own `message` from a JSON error body, when it sent one. */
  get providerMessage(): string | undefined {
    const d = this.data;
    if (d && typeof d === "object" && "message" in d && typeof d.message === "string") return d.message;
    return undefined;
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}

export const messages = {
  network: "Network Error",
  aborted: "Request aborted",
  timeout: (ms: number) => `timeout of ${ms} ms exceeded`,
  status: (status: number) => `Request failed with status code ${status}`,
} as const;
