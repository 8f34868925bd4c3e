import { expect, vi } from "vitest";
import type * as Config from "#server/config.ts";
import type * as State from "#server/state/index.ts";

type Loaded = { config: typeof Config.config; state: typeof State };

/**
 * A portal instance as its own process would load it: a fresh module graph (vi.resetModules), so
 * its own config, state store client, request context and limits. The state store is the
 * redis-server at `redisUrl` (none: this process's memory); the provider, when given, is at
 * `providerUrl`. `load` imports what the test drives from that graph (with the instance's config
 * and store); `shutdown` disconnects the store. The config is read at import, so REDIS_URL is put
 * back as it was once the instance has loaded: the next boot, or another file, starts from it.
 */
export async function bootInstance<T extends object>(
  { redisUrl, providerUrl }: { redisUrl?: string; providerUrl?: string },
  load: (loaded: Loaded) => Promise<T>,
): Promise<T & Loaded & { shutdown: () => Promise<void> }> {
  vi.resetModules();
  const previous = process.env.REDIS_URL;
  if (redisUrl) process.env.REDIS_URL = redisUrl;
  else delete process.env.REDIS_URL;
  try {
    const { config } = await import("#server/config.ts");
    if (providerUrl) config.providerUrl = providerUrl;
    const state = await import("#server/state/index.ts");
    await state.connectState();
    expect(state.stateKind).toBe(redisUrl ? "redis" : "memory");
    const loaded = { config, state };
    return { ...loaded, ...(await load(loaded)), shutdown: () => state.disconnectState() };
  } finally {
    if (previous === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = previous;
  }
}
