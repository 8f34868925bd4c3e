import { failureLine, failureWords } from "./failure-words.ts";

/**
 * The one provider error type. Its `message` is spec §8's (or a developer's description of a
 * malformed answer): screens show `customerMessage` or failureWords (./failure-words.ts), never it.
 */

/** `too-large`: the answer was larger than the transport keeps (PROVIDER_MAX_RESPONSE_BYTES). */
export type ProviderErrorKind = "network" | "timeout" | "aborted" | "status" | "malformed" | "too-large";

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

  /** The provider answered with one of these statuses. */
  hasStatus(...statuses: number[]): boolean {
    return this.kind === "status" && this.status !== undefined && statuses.includes(this.status);
  }

  /** Any 4xx, a 401 included: the provider turned the request down, so nothing happened. */
  get isClientError(): boolean {
    return this.kind === "status" && this.status !== undefined && this.status >= 400 && this.status < 500;
  }

  /**
   * A refusal: the provider understood the request and said no (a 4xx other than 401, which
   * means the customer's token is no longer accepted). Its reason may be shown.
   */
  get isRefusal(): boolean {
    return this.isClientError && !this.isUnauthorized;
  }

  /**
   * What a form may tell the customer in one line (./failure-words.ts): the provider's own reason
   * for a refusal (when it gave one), otherwise plain words with spec §8's message in brackets.
   * Never the body of a 5xx, never the call's name.
   */
  get customerMessage(): string {
    return failureLine(failureWords(this, "send"));
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}

/** A provider error with one of these HTTP statuses (e.g. 404: the provider has no such thing). */
export function hasProviderStatus(error: unknown, ...statuses: number[]): error is ProviderError {
  return isProviderError(error) && error.hasStatus(...statuses);
}

export const messages = {
  network: "Network Error",
  aborted: "Request aborted",
  timeout: (ms: number) => `timeout of ${ms} ms exceeded`,
  status: (status: number) => `Request failed with status code ${status}`,
} as const;
