/**
 * The metric names the alert rules and the dashboard may use: the portal's own (server/metrics.ts
 * makes them), prom-client's default Node process metrics, and Prometheus's `up`. A rule or panel
 * naming anything else would watch a series that never exists, and never fire or draw.
 */

const HISTOGRAMS = ["portal_http_request_duration_seconds", "portal_provider_call_duration_seconds"];

const PORTAL = [
  "portal_state_store_operations_total",
  "portal_state_store_failures_total",
  "portal_state_store_up",
  "portal_rate_limit_refusals_total",
  "portal_account_events_total",
];

/** prom-client's collectDefaultMetrics(), no prefix. */
const NODE_PROCESS = [
  "process_cpu_user_seconds_total",
  "process_cpu_system_seconds_total",
  "process_cpu_seconds_total",
  "process_start_time_seconds",
  "process_resident_memory_bytes",
  "process_virtual_memory_bytes",
  "process_heap_bytes",
  "process_open_fds",
  "process_max_fds",
  "nodejs_eventloop_lag_seconds",
  "nodejs_eventloop_lag_min_seconds",
  "nodejs_eventloop_lag_max_seconds",
  "nodejs_eventloop_lag_mean_seconds",
  "nodejs_eventloop_lag_stddev_seconds",
  "nodejs_eventloop_lag_p50_seconds",
  "nodejs_eventloop_lag_p90_seconds",
  "nodejs_eventloop_lag_p99_seconds",
  "nodejs_active_handles_total",
  "nodejs_active_requests_total",
  "nodejs_active_resources_total",
  "nodejs_heap_size_total_bytes",
  "nodejs_heap_size_used_bytes",
  "nodejs_external_memory_bytes",
  "nodejs_heap_space_size_total_bytes",
  "nodejs_heap_space_size_used_bytes",
  "nodejs_heap_space_size_available_bytes",
  "nodejs_gc_duration_seconds_bucket",
  "nodejs_gc_duration_seconds_count",
  "nodejs_gc_duration_seconds_sum",
  "nodejs_version_info",
];

export const AGREED_METRICS: ReadonlySet<string> = new Set([
  ...HISTOGRAMS.flatMap((h) => [`${h}_bucket`, `${h}_count`, `${h}_sum`]),
  ...PORTAL,
  ...NODE_PROCESS,
  "up",
]);

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
