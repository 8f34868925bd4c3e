import { config } from "./config.ts";
import { stateKind, stateReady } from "./state/index.ts";

/**
 * What /readyz reports (docs/decisions/019). The instance is ready (200) while it takes requests;
 * it answers 503 only while it stops, so a load balancer drains it. Redis and the provider are
 * reported but do not make it unready: every instance shares them, and taking all of them out of
 * the balancer would turn "sign-in is refused for a moment" (Redis down: page views go on) or the
 * spec's provider error texts into no portal at all. "degraded" says one of them is down.
 */
export type Readiness = {
  status: "ready" | "degraded" | "stopping";
  state: "memory" | "up" | "down";
  provider: "up" | "down";
};

const lifecycle = { stopping: false };

/** From now on /readyz answers 503: called when the process starts to stop. */
export function markStopping(): void {
  lifecycle.stopping = true;
}

/** Any HTTP answer from the provider's base URL means it is reachable. */
async function providerReachable(timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(config.providerUrl, { method: "HEAD", signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

export async function checkReadiness(timeoutMs = 1_000): Promise<Readiness> {
  const [stateUp, providerUp] = await Promise.all([stateReady(timeoutMs), providerReachable(timeoutMs)]);
  const state = stateKind === "memory" ? "memory" : stateUp ? "up" : "down";
  const provider = providerUp ? "up" : "down";
  const status = lifecycle.stopping ? "stopping" : state === "down" || provider === "down" ? "degraded" : "ready";
  return { status, state, provider };
}
