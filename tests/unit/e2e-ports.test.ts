import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every server the e2e suite starts (the worker's portal, a spec's own portal, its sandbox, its
 * operations port, a redis-server) listens on a port found at run time (tests/free-ports.ts). A
 * port number written into a spec can be shared by two specs, or taken by a server a failed test
 * left running; this test finds any.
 */

const e2e = path.resolve(import.meta.dirname, "../e2e");

/** What hand-assigning a port looks like in a spec or helper (port 0, the kernel's choice, is not). */
const HAND_ASSIGNED: { what: string; pattern: RegExp }[] = [
  { what: "a port from the run's base (E2E_PORT)", pattern: /\bE2E_PORT\b/ },
  { what: "a port offset (SOMETHING_PORT + n)", pattern: /\b\w*port\w*\s*\+\s*\d+/i },
  { what: "a port written into a URL", pattern: /\b(?:localhost|127\.0\.0\.1):\d+/ },
  {
    what: "a port number given to a setting or a listener",
    pattern: /\b\w*PORT\w*\s*:\s*(?:String\()?["'`]?(?!0["'`])\d/,
  },
  { what: "a port number given to a listener", pattern: /\.(?:listen|connect)\(\s*\d/ },
];

export function handAssignedPorts(source: string): string[] {
  const found: string[] = [];
  for (const [index, line] of source.split("\n").entries()) {
    for (const { what, pattern } of HAND_ASSIGNED) {
      if (pattern.test(line)) found.push(`line ${index + 1}: ${what}: ${line.trim()}`);
    }
  }
  return found;
}

describe("e2e ports", () => {
  it("recognises a hand-assigned port in each of its forms", () => {
    for (const line of [
      "const PORT = E2E_PORT + 24;",
      "portal = await startOwnPortal(BASE_PORT + 30, {});",
      "test.use({ baseURL: `http://localhost:3110` });",
      "const sandbox = 'http://127.0.0.1:3101';",
      'METRICS_PORT: "3102",',
      "SANDBOX_PORT: String(3111),",
      "socket.connect(3100, '127.0.0.1');",
    ]) {
      expect(handAssignedPorts(line), line).not.toEqual([]);
    }
    for (const line of [
      "portal = await startOwnPortal({ LOG_LEVEL: 'debug' });",
      "const redis = await startRedisServer(await freePort());",
      "SANDBOX_PORT: String(port),",
      "const socket = connect(Number(port), '127.0.0.1');",
      "await page.goto(`${portal.url}/home`);",
    ]) {
      expect(handAssignedPorts(line), line).toEqual([]);
    }
  });

  it("no spec or helper in tests/e2e names a port: every server listens on one found at run time", () => {
    const files = readdirSync(e2e, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      handAssignedPorts(readFileSync(path.join(e2e, file), "utf8")).map((hit) => `tests/e2e/${file} ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
