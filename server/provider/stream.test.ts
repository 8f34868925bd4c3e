import { describe, expect, it } from "vitest";
import { calls } from "./calls.ts";
import { createHttp } from "./http.ts";

/** A provider that answers in pieces, each only when the reader asks for the next. */
function piecewise(pieces: string[], status = 200) {
  let pulled = 0;
  const fetchStub = (async () =>
    new Response(
      new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (pulled === pieces.length) return controller.close();
            controller.enqueue(new TextEncoder().encode(pieces[pulled++]));
          },
        },
        { highWaterMark: 0 },
      ),
      { status, headers: { "Content-Type": "text/csv" } },
    )) as typeof fetch;
  return { fetchStub, pulled: () => pulled };
}

describe("http.stream", () => {
  it("hands the answer on piece by piece, reading the next only when asked", async () => {
    const provider = piecewise(["a,b\n", "1,2\n", "3,4\n"]);
    const http = createHttp({ baseUrl: "http://provider.test", fetch: provider.fetchStub, token: "t" });
    const answer = await http.stream(calls.reports.nbnServices, {
      params: { format: "csv" },
      query: { isActive: true },
    });
    expect(answer.contentType).toBe("text/csv");
    const seen: string[] = [];
    for await (const piece of answer.body) {
      seen.push(new TextDecoder().decode(piece));
      // Never more than one piece ahead of the reader: the answer is not gathered whole.
      expect(provider.pulled()).toBeLessThanOrEqual(seen.length + 1);
    }
    expect(seen.join("")).toBe("a,b\n1,2\n3,4\n");
  });

  it("a refusal is a ProviderError with the provider's status", async () => {
    const provider = piecewise(['{"message":"This call needs a staff access token"}'], 403);
    const http = createHttp({ baseUrl: "http://provider.test", fetch: provider.fetchStub });
    await expect(http.stream(calls.reports.failedPayments, { params: { format: "csv" } })).rejects.toMatchObject({
      kind: "status",
      status: 403,
    });
  });
});
