import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "#tests/redis-server.ts";

/**
 * `npm run dev`: the Express server with Vite's middleware. Its pages are drawn by the same single
 * copy of `server/` as the server itself (the request's CSP nonce, kept in the server's request
 * context, reaches the page's scripts), and Vite serves the client modules.
 */
const root = path.resolve(import.meta.dirname, "../..");
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill("SIGTERM");
});

/** Until the public port serves a file (the probes are on the operations port, off here). */
async function waitForStart(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return;
    } catch {
      if (Date.now() > deadline) throw new Error("the dev server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("npm run dev", () => {
  it("serves pages with the request's nonce and the client modules through Vite", { timeout: 90_000 }, async () => {
    const [port, sandboxPort] = [await freePort(), await freePort()];
    child = spawn(process.execPath, ["server/index.ts"], {
      cwd: root,
      env: {
        ...process.env,
        PORTAL_DEV: "1",
        NODE_ENV: "development",
        APP_ENV: "development",
        PORT: String(port),
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_DB: ":memory:",
        LOG_LEVEL: "silent",
        METRICS_PORT: "off",
        STAFF_PORT: "off",
      },
      stdio: "ignore",
    });
    const url = `http://localhost:${port}`;
    await waitForStart(url, Date.now() + 60_000);
    const page = await fetch(`${url}/login`);
    expect(page.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await page.text();
    expect(html).toContain(`<script nonce="${nonce}"`);
    // The page's modules are the sources, compiled by Vite on request.
    expect(html).toContain('from "/app/routes/login.tsx"');
    const module = await fetch(`${url}/app/routes/login.tsx`);
    expect(module.status).toBe(200);
    expect(await module.text()).toContain("import.meta.hot");
  });
});
