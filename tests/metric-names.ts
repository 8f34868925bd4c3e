import { registry } from "#server/metrics.ts";
// The staff console's metrics join the registry when their module loads (the audit trail loads it).
import "#server/staff/metrics.ts";

/**
 * The metric names the alert rules and the dashboard may use: what the portal's registry
 * (server/metrics.ts, with prom-client's Node process metrics) exposes, and Prometheus's `up`.
 * A rule or panel naming anything else would watch a series that never exists, and never fire or
 * draw.
 */
export async function exposedMetricNames(): Promise<ReadonlySet<string>> {
  const names = new Set(["up"]);
  for (const metric of await registry.getMetricsAsJSON()) {
    const suffixes = String(metric.type) === "histogram" ? ["_bucket", "_count", "_sum"] : [""];
    for (const suffix of suffixes) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

/** PromQL's functions, aggregations and keywords: every other name in an expression is a metric. */
const PROMQL_WORDS = new Set([
  "sum",
  "avg",
  "min",
  "max",
  "count",
  "topk",
  "bottomk",
  "quantile",
  "stddev",
  "group",
  "rate",
  "irate",
  "increase",
  "delta",
  "deriv",
  "histogram_quantile",
  "avg_over_time",
  "max_over_time",
  "min_over_time",
  "sum_over_time",
  "clamp_min",
  "clamp_max",
  "abs",
  "vector",
  "scalar",
  "time",
  "absent",
  "label_replace",
  "sort",
  "sort_desc",
  "round",
  "by",
  "without",
  "on",
  "ignoring",
  "group_left",
  "group_right",
  "and",
  "or",
  "unless",
  "bool",
  "offset",
]);

/**
 * The metric names a PromQL expression reads: label matchers, ranges, strings, grouping lists and
 * numbers are taken out, and what is left that is no PromQL word is a metric.
 */
export function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, " ")
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ")
    .replace(/\b\d+(\.\d+)?(e[+-]?\d+)?\b/gi, " ");
  const names = bare.match(/[a-zA-Z_:][a-zA-Z0-9_:]*/g) ?? [];
  return [...new Set(names.filter((name) => !PROMQL_WORDS.has(name)))];
}
