import { z } from "zod";

/**
 * Fault injection: rules matched against the request path (`*` matches anything, including
 * slashes). Each matching rule adds its latency; the first with status / malformed / drop decides.
 */

export const faultRule = z
  .object({
    path: z.string().min(1),
    method: z.string().toUpperCase().optional(),
    status: z.number().int().min(400).max(599).optional(),
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    malformed: z.boolean().optional(),
    drop: z.boolean().optional(),
    /** Only the next N matching requests (then the rule is removed). */
    times: z.number().int().positive().optional(),
  })
  .refine((r) => r.status !== undefined || r.latencyMs !== undefined || r.malformed || r.drop, {
    message: "a fault needs status, latencyMs, malformed or drop",
  });

export type FaultRule = z.infer<typeof faultRule>;
export const faultList = z.union([faultRule.transform((r) => [r]), z.array(faultRule)]);

export interface FaultDecision {
  latencyMs: number;
  status?: number;
  malformed?: boolean;
  drop?: boolean;
}

function toRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`);
}

export class Faults {
  #rules: { rule: FaultRule; re: RegExp; left: number }[] = [];

  add(rules: readonly FaultRule[]): void {
    for (const rule of rules) this.#rules.push({ rule, re: toRegExp(rule.path), left: rule.times ?? Infinity });
  }

  clear(): void {
    this.#rules = [];
  }

  list(): FaultRule[] {
    return this.#rules.map((r) => r.rule);
  }

  /** What to do with a request to `path`; consumes `times`. */
  decide(method: string, path: string): FaultDecision {
    const decision: FaultDecision = { latencyMs: 0 };
    for (const entry of this.#rules) {
      const { rule } = entry;
      if (rule.method && rule.method !== method) continue;
      if (!entry.re.test(path)) continue;
      entry.left -= 1;
      decision.latencyMs += rule.latencyMs ?? 0;
      if (decision.status === undefined && !decision.malformed && !decision.drop) {
        if (rule.drop) decision.drop = true;
        else if (rule.status !== undefined) decision.status = rule.status;
        else if (rule.malformed) decision.malformed = true;
      }
    }
    this.#rules = this.#rules.filter((r) => r.left > 0);
    return decision;
  }
}

/** SANDBOX_FAULTS: a JSON rule or list of rules. Throws a clear message on bad JSON. */
export function parseFaultsEnv(text: string | undefined): FaultRule[] {
  if (!text || text.trim() === "") return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error("SANDBOX_FAULTS must be JSON: a fault rule or a list of them");
  }
  const parsed = faultList.safeParse(json);
  if (!parsed.success) throw new Error(`SANDBOX_FAULTS: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  return parsed.data;
}
