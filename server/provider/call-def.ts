/** What a provider call is, and the helpers the catalogue (calls.ts) declares calls with. */

import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PATCH";

/** A call; `T` is the shape of its JSON answer, validated by `response`. */
export interface CallDef<T = unknown> {
  readonly method: HttpMethod;
  /** Path template relative to `/api/v{version}/`, e.g. `account/services/notes`. */
  readonly path: string;
  /** Query parameter names the call accepts. */
  readonly query: readonly string[];
  /** API version; 1 unless the spec says /api/v2. */
  readonly version: 1 | 2;
  /** Spec §6: never send X-Access-Token. */
  readonly noToken: boolean;
  /** Not in spec §7: our extension (MFA, passwords, requests). */
  readonly extension: boolean;
  /**
   * The call may change something at the provider: every POST and PATCH, and the GETs the spec
   * uses to make something happen (a job's run, a diagnostic test, a token's refresh, a VoIP
   * password reset). Such a call is never sent twice, is seen through when its caller goes away,
   * and forgets what the portal cached of the account.
   */
  readonly changes: boolean;
  /**
   * The answer's shape: the client validates every JSON answer with it, and the provider
   * contract (docs/provider-openapi.json) is generated from it. Absent for a file (PDF, CSV).
   */
  readonly response?: z.ZodType<T>;
}

export interface DefOptions<T> {
  query?: readonly string[];
  version?: 1 | 2;
  noToken?: boolean;
  extension?: boolean;
  /** A GET that makes something happen (every other method changes something anyway). */
  changes?: true;
  response?: z.ZodType<T>;
}

export function def<T = never>(method: HttpMethod, path: string, o: DefOptions<T> = {}): CallDef<T> {
  return {
    method,
    path,
    query: o.query ?? [],
    version: o.version ?? 1,
    noToken: o.noToken ?? false,
    extension: o.extension ?? false,
    changes: o.changes ?? method !== "GET",
    ...(o.response ? { response: o.response } : {}),
  };
}

export const get = <T = never>(path: string, o?: DefOptions<T>) => def("GET", path, o);
export const post = <T = never>(path: string, o?: DefOptions<T>) => def("POST", path, o);
