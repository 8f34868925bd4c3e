/**
 * Whether this process traces, read once from the standard OpenTelemetry variables
 * (docs/decisions/052). Tracing is off unless it is asked for: an exporter named in
 * OTEL_TRACES_EXPORTER, or an OTLP endpoint given (OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT). OTEL_SDK_DISABLED=true turns it off whatever else is set.
 * Off, no SDK is loaded and nothing in a request's path does any tracing work.
 */

import { isIP } from "node:net";

export type TracesExporter = "otlp" | "console";

/**
 * Whose W3C `traceparent` a request's span adopts (OTEL_TRUST_INCOMING_TRACEPARENT): nobody's
 * (the default: every request starts its own trace, sampled by the portal's own ratio), every
 * caller's (`true`: the edge strips or sets the header), or the callers connecting from these
 * addresses or CIDRs (the connection's peer, never X-Forwarded-For, which a visitor can write).
 */
export type TrustedParents = "none" | "all" | { addresses: string[] };

export interface TracingSettings {
  enabled: boolean;
  exporters: TracesExporter[];
  /** OTEL_TRACES_SAMPLER and its argument; parentbased_always_on by default. */
  sampler: { parentBased: boolean; ratio: number };
  /** OTEL_BSP_SCHEDULE_DELAY: how long spans wait to be sent in a batch. */
  batchDelayMs?: number;
  /** OTEL_BSP_MAX_QUEUE_SIZE: spans kept while the collector is slow; more are dropped. */
  maxQueueSize?: number;
  /** OTEL_TRUST_INCOMING_TRACEPARENT: whose incoming trace context is adopted. */
  trustedParents: TrustedParents;
  /** Settings that were set but not understood, said once at start. */
  problems: string[];
}

type Env = Record<string, string | undefined>;

const SAMPLERS: Record<string, { parentBased: boolean; ratio?: number }> = {
  always_on: { parentBased: false, ratio: 1 },
  always_off: { parentBased: false, ratio: 0 },
  traceidratio: { parentBased: false },
  parentbased_always_on: { parentBased: true, ratio: 1 },
  parentbased_always_off: { parentBased: true, ratio: 0 },
  parentbased_traceidratio: { parentBased: true },
};

function positiveInteger(env: Env, name: string, problems: string[]): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (Number.isInteger(value) && value > 0) return value;
  problems.push(`${name}=${text} is not a positive whole number; the default is used`);
  return undefined;
}

function samplerOf(env: Env, problems: string[]): TracingSettings["sampler"] {
  const name = env.OTEL_TRACES_SAMPLER?.trim().toLowerCase() || "parentbased_always_on";
  const known = SAMPLERS[name];
  if (!known) {
    problems.push(`OTEL_TRACES_SAMPLER=${name} is not one of ${Object.keys(SAMPLERS).join(", ")}; every trace is kept`);
    return { parentBased: true, ratio: 1 };
  }
  if (known.ratio !== undefined) return { parentBased: known.parentBased, ratio: known.ratio };
  const arg = Number(env.OTEL_TRACES_SAMPLER_ARG ?? "1");
  if (Number.isFinite(arg) && arg >= 0 && arg <= 1) return { parentBased: known.parentBased, ratio: arg };
  problems.push(`OTEL_TRACES_SAMPLER_ARG=${env.OTEL_TRACES_SAMPLER_ARG} is not between 0 and 1; every trace is kept`);
  return { parentBased: known.parentBased, ratio: 1 };
}

/** An IPv4 or IPv6 address, or a CIDR of one (not /0, which is everyone). */
function isAddressOrCidr(value: string): boolean {
  const [address, bits, extra] = value.split("/");
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (version === 4 ? 32 : 128);
}

function trustedParentsOf(env: Env, problems: string[]): TrustedParents {
  const text = env.OTEL_TRUST_INCOMING_TRACEPARENT?.trim() ?? "";
  if (text === "" || text.toLowerCase() === "false") return "none";
  if (text.toLowerCase() === "true") return "all";
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length === 0) return { addresses: entries };
  // Fail closed: a list that cannot be read trusts nobody.
  problems.push(
    `OTEL_TRUST_INCOMING_TRACEPARENT=${text}: ${bad.join(", ")} is not an address or CIDR (true, false, or a list of them); no caller's traceparent is adopted`,
  );
  return "none";
}

export function tracingSettings(env: Env): TracingSettings {
  const problems: string[] = [];
  const off: TracingSettings = {
    enabled: false,
    exporters: [],
    sampler: { parentBased: true, ratio: 1 },
    trustedParents: "none",
    problems,
  };
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === "true") return off;

  const named = (env.OTEL_TRACES_EXPORTER ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const endpoint = Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
  // The standard's default exporter is OTLP; here an endpoint must be given for it to count as asked for.
  const wanted = named.length > 0 ? named : endpoint ? ["otlp"] : [];
  const exporters: TracesExporter[] = [];
  for (const name of wanted) {
    if (name === "otlp" || name === "console") exporters.push(name);
    else if (name !== "none") problems.push(`OTEL_TRACES_EXPORTER=${name} is not supported (otlp, console or none)`);
  }
  if (exporters.length === 0) return off;

  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL)?.trim();
  if (exporters.includes("otlp") && protocol && protocol !== "http/json")
    problems.push(`OTEL_EXPORTER_OTLP_PROTOCOL=${protocol}: traces are sent as OTLP http/json`);
  const propagators = env.OTEL_PROPAGATORS?.trim();
  if (propagators && propagators !== "tracecontext")
    problems.push(`OTEL_PROPAGATORS=${propagators}: only tracecontext (W3C traceparent) is used`);

  return {
    enabled: true,
    exporters,
    sampler: samplerOf(env, problems),
    batchDelayMs: positiveInteger(env, "OTEL_BSP_SCHEDULE_DELAY", problems),
    maxQueueSize: positiveInteger(env, "OTEL_BSP_MAX_QUEUE_SIZE", problems),
    trustedParents: trustedParentsOf(env, problems),
    problems,
  };
}

/** This process's settings. */
export const tracing = tracingSettings(process.env);
