/**
 * Whether this process traces, read once from the standard OpenTelemetry variables
 * (docs/decisions/052). Tracing is off unless it is asked for: an exporter named in
 * OTEL_TRACES_EXPORTER, or an OTLP endpoint given (OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT). OTEL_SDK_DISABLED=true turns it off whatever else is set.
 * Off, no SDK is loaded and nothing in a request's path does any tracing work.
 */

export type TracesExporter = "otlp" | "console";

export interface TracingSettings {
  enabled: boolean;
  exporters: TracesExporter[];
  /** OTEL_TRACES_SAMPLER and its argument; parentbased_always_on by default. */
  sampler: { parentBased: boolean; ratio: number };
  /** OTEL_BSP_SCHEDULE_DELAY: how long spans wait to be sent in a batch. */
  batchDelayMs?: number;
  /** OTEL_BSP_MAX_QUEUE_SIZE: spans kept while the collector is slow; more are dropped. */
  maxQueueSize?: number;
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

export function tracingSettings(env: Env): TracingSettings {
  const problems: string[] = [];
  const off: TracingSettings = { enabled: false, exporters: [], sampler: { parentBased: true, ratio: 1 }, problems };
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
    problems,
  };
}

/** This process's settings. */
export const tracing = tracingSettings(process.env);
