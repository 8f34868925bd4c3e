import { createRequire } from "node:module";
import type { startTracing } from "./tracing/sdk.ts";
import { tracing } from "./tracing/settings.ts";

/**
 * Traces (docs/decisions/052-traces.md). server/index.ts imports this module before any other, so
 * that when tracing is on the SDK and its HTTP and Express instrumentations are in place before
 * node:http and express are loaded. The SDK is loaded synchronously (require of an ES module): the
 * modules index.ts imports after this one must not run before it is started. With tracing off
 * (no OTEL_* variable asking for it) nothing is loaded or started.
 */

const started = tracing.enabled
  ? (createRequire(import.meta.url)("./tracing/sdk.ts") as { startTracing: typeof startTracing }).startTracing(tracing)
  : undefined;

for (const problem of tracing.problems) process.stderr.write(`tracing: ${problem}\n`);

/** Sends the spans still waiting in a batch; called once as the server stops. */
export async function flushTraces(): Promise<void> {
  await started?.flush();
}
