import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * `server/` is loaded once per process (DESIGN §3): the React Router build imports the server's
 * modules at run time instead of carrying copies of them, so the state store, the limits and the
 * provider connections exist once. This starts a real Node process that loads the build as the
 * server does and lists every module of `server/` it loaded: a module the build had bundled would
 * be missing from the list (its copy lives inside the build), and one loaded under two URLs would
 * be listed twice. Needs `npm run build` first (npm test builds before it runs the unit tests).
 */
const root = path.resolve(import.meta.dirname, "../..");
const buildPath = path.join(root, "build/server/index.js");

const LIST_SERVER_MODULES = `
import { registerHooks } from "node:module";
const loaded = [];
registerHooks({
  load(url, context, next) {
    if (url.includes("/server/")) loaded.push(url);
    return next(url, context);
  },
});
await import(process.argv[1]);
process.stdout.write(JSON.stringify(loaded));
`;

describe("server/ loaded once", () => {
  it("the build loads the state store, session, limits and provider client from server/, each once", () => {
    expect(existsSync(buildPath), "no build/server/index.js: run npm run build first").toBe(true);
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", LIST_SERVER_MODULES, buildPath], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: "silent", NODE_ENV: "test" },
      encoding: "utf8",
    });
    const loaded = (JSON.parse(output) as string[]).map((url) => path.relative(root, new URL(url).pathname));
    for (const module of [
      "server/state/index.ts",
      "server/session.ts",
      "server/security/rate-limit.ts",
      "server/provider/index.ts",
      "server/config.ts",
    ]) {
      expect(
        loaded.filter((file) => file === module),
        module,
      ).toHaveLength(1);
    }
    expect(new Set(loaded).size).toBe(loaded.length);
  });
});
