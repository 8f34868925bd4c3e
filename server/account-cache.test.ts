import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { accountCache, CACHE_TTL_MS } from "./account-cache.ts";
import { calls } from "./provider/calls.ts";
import { unchecked } from "#tests/unit/unchecked-call.ts";
import { createHttp } from "./provider/http.ts";
import { state } from "./state/index.ts";

describe("the per-session account cache", () => {
  it("asks the provider once, then answers from the store until forgotten", async () => {
    const cache = accountCache(randomUUID());
    const load = vi.fn(async () => [{ id: 1, code: "N1001" }]);
    expect(await cache.read("services", load)).toEqual([{ id: 1, code: "N1001" }]);
    expect(await cache.read("services", load)).toEqual([{ id: 1, code: "N1001" }]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.forget();
    await cache.read("services", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps each session apart and each part apart", async () => {
    const a = accountCache(randomUUID());
    const b = accountCache(randomUUID());
    await a.read("profile", async () => ({ name: "A" }));
    expect(await b.read("profile", async () => ({ name: "B" }))).toEqual({ name: "B" });
    expect(await a.read("services", async () => "services of A")).toBe("services of A");
    expect(await a.read("profile", async () => ({ name: "changed" }))).toEqual({ name: "A" });
  });

  it("keeps nothing without a session id, and nothing that failed to load", async () => {
    const none = accountCache(undefined);
    const load = vi.fn(async () => 1);
    await none.read("profile", load);
    await none.read("profile", load);
    expect(load).toHaveBeenCalledTimes(2);

    const cache = accountCache(randomUUID());
    await expect(cache.read("profile", () => Promise.reject(new Error("provider down")))).rejects.toThrow(
      "provider down",
    );
    expect(await cache.read("profile", async () => "loaded")).toBe("loaded");
  });

  it("expires after its time to live", async () => {
    const set = vi.spyOn(state, "set");
    await accountCache(randomUUID()).read("profile", async () => 1);
    expect(set).toHaveBeenCalledWith(expect.stringContaining("account-cache:"), "1", CACHE_TTL_MS);
    expect(CACHE_TTL_MS).toBeLessThanOrEqual(5 * 60_000);
    set.mockRestore();
  });

  it("falls back to the provider when the store fails", async () => {
    const get = vi.spyOn(state, "get").mockRejectedValue(new Error("store down"));
    const set = vi.spyOn(state, "set").mockRejectedValue(new Error("store down"));
    const cache = accountCache(randomUUID());
    expect(await cache.read("services", async () => ["from provider"])).toEqual(["from provider"]);
    get.mockRestore();
    set.mockRestore();
  });
});

describe("the provider client forgets the cache after a change", () => {
  const fetchAnswering = (status: number) =>
    vi.fn(
      async () =>
        new Response(JSON.stringify({ ok: true }), { status, headers: { "content-type": "application/json" } }),
    );

  it("calls afterChange after every call but a GET, whatever its outcome", async () => {
    const afterChange = vi.fn(async () => {});
    const ok = createHttp({ baseUrl: "http://provider.test", fetch: fetchAnswering(200), afterChange });
    await ok.json(unchecked(calls.account.userDetails));
    expect(afterChange).not.toHaveBeenCalled();
    await ok.json(unchecked(calls.account.updateContacts), { body: {} });
    expect(afterChange).toHaveBeenCalledTimes(1);

    const refused = createHttp({ baseUrl: "http://provider.test", fetch: fetchAnswering(400), afterChange });
    await expect(refused.json(unchecked(calls.account.updateContacts), { body: {} })).rejects.toThrow();
    expect(afterChange).toHaveBeenCalledTimes(2);
  });
});
