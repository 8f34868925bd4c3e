import type { Server, ServerResponse } from "node:http";

/**
 * How the public port stops (docs/decisions/061). Once `stop` is called: no new connections; every
 * answer still to be sent says `Connection: close`, so a client on a kept-alive connection (nginx,
 * an ingress, a browser) opens a new one — to another instance — for its next request, instead of
 * sending it here to be cut when the process exits; idle kept-alive connections are closed at
 * once, and those whose answer was already on its way are closed as soon as it is sent. Requests
 * in flight get `budgetMs` to finish; after that their connections are closed.
 *
 * Call before any other "request" listener is added, so the header is set before the app answers.
 */
export function drainOnStop(server: Server) {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;

  server.on("request", (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (stopping) res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight.delete(res);
      // A connection whose answer had left before `stop` is idle now: closed, not kept alive.
      if (stopping) server.closeIdleConnections();
    });
  });

  return {
    /** Requests received and not yet answered in full. */
    inFlight: () => inFlight.size,

    /** Resolves once every connection is closed; `cut` counts the requests that ran out of time. */
    async stop(budgetMs: number): Promise<{ cut: number }> {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<"out of time">((resolve) => {
        timer = setTimeout(() => resolve("out of time"), budgetMs);
      });
      const outcome = await Promise.race([closed, outOfTime]);
      clearTimeout(timer);
      if (outcome !== "out of time") return { cut: 0 };
      const cut = inFlight.size;
      server.closeAllConnections();
      await closed;
      return { cut };
    },
  };
}
