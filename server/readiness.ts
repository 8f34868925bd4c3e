import type { IncomingMessage, ServerResponse } from "node:http";
import { config } from "./config.ts";
import { stateKind, stateReady } from "./state/index.ts";

/**
 * The probes (docs/decisions/019, 061), served on the operations port (METRICS_PORT) beside
 * /metrics, never on the public one: they say how Redis and the provider are doing, and each
 * /readyz would otherwise cost whoever sends it a provider call.
 *
 * /readyz is 200 while the instance takes requests and 503 from the moment it starts to stop, so a
 * load balancer drains it. Redis and the provider are reported but do not make it unready: every
 * instance shares them, and taking all of them out of the balancer would turn "sign-in is refused
 * for a moment" (Redis down: page views go on) or the spec's provider error texts into no portal
 * at all. "degraded" says one of them is down.
 */
export type Readiness = {
  status: "ready" | "degraded" | "stopping";
  state: "memory" | "up" | "down";
  provider: "up" | "down";
};

type Dependencies = Omit<Readiness, "status">;

/**
 * How long one look at Redis and the provider answers the probes: every kubelet, load balancer
 * and person probing within it shares one PING and one provider HEAD.
 */
export const READINESS_CHECK_INTERVAL_MS = 5_000;

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

async function checkDependencies(timeoutMs = 1_000): Promise<Dependencies> {
  const [stateUp, providerUp] = await Promise.all([stateReady(timeoutMs), providerReachable(timeoutMs)]);
  return { state: stateKind === "memory" ? "memory" : stateUp ? "up" : "down", provider: providerUp ? "up" : "down" };
}

/**
 * Readiness over a check of the dependencies made at most once per `intervalMs`: probes arriving
 * while a check runs, or within the interval after it started, share its answer. Stopping is
 * never cached: it shows on the next probe.
 */
export function createReadiness(check: () => Promise<Dependencies>, intervalMs: number, now: () => number = Date.now) {
  let stopping = false;
  let last: { at: number; result: Promise<Dependencies> } | undefined;
  return {
    markStopping(): void {
      stopping = true;
    },
    async check(): Promise<Readiness> {
      if (!last || now() - last.at >= intervalMs) last = { at: now(), result: check() };
      const dependencies = await last.result;
      const degraded = dependencies.state === "down" || dependencies.provider === "down";
      return { status: stopping ? "stopping" : degraded ? "degraded" : "ready", ...dependencies };
    },
  };
}

const readiness = createReadiness(() => checkDependencies(), READINESS_CHECK_INTERVAL_MS);

/** From now on /readyz answers 503: called when the process starts to stop. */
export const markStopping = readiness.markStopping;

export const checkReadiness = readiness.check;

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

/** The operations port's probes: answers GET /healthz and /readyz; false for any other request. */
export function serveProbes(req: IncomingMessage, res: ServerResponse): boolean {
  const path = (req.url ?? "/").split("?")[0];
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (path === "/healthz") {
    // Liveness: the process answers, whatever Redis or the provider do.
    answer(res, 200, { status: "ok" });
    return true;
  }
  if (path === "/readyz") {
    checkReadiness().then(
      (ready) => answer(res, ready.status === "stopping" ? 503 : 200, ready),
      () => answer(res, 500, { status: "error" }),
    );
    return true;
  }
  return false;
}
