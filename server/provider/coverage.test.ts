import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { listCalls } from "./calls.ts";
import { createProviderClient } from "./index.ts";
import specCalls from "./spec-calls.json" with { type: "json" };

/**
 * Every call of spec §7 is in the catalogue (calls.ts) and the client, and nothing else is.
 *
 * The expected calls are data in the repo (./spec-calls.json: §7 with its shorthand resolved as
 * docs/decisions/002-provider-paths.md says), so the catalogue is checked on every run, in any
 * clone. The spec itself lives beside the repo (../shared/spec/portal-spec.md), not in it: when it
 * is there, the list is also checked against the spec's §7, which is what catches the list going
 * stale when the spec changes. When it is not there (a clean clone, CI), the data-only checks
 * still run and the file says so — in the name of the spec test (reported as skipped) and one
 * line on the console — rather than failing: `npm test` must pass on a fresh machine, and the
 * list was reviewed against the spec when it was written.
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const specPath = resolve(repoRoot, "../shared/spec/portal-spec.md");
const specPresent = existsSync(specPath);

const expected: string[] = specCalls.calls;
const extensions: string[] = specCalls.extensions;

const normalize = (path: string) => path.replace(/\{\w*\}/g, "{}");
/** `GET account/services?codes&types` → `account/services` (no method, version or query). */
const pathOf = (line: string) => line.replace(/^\w+ (v2:)?/, "").replace(/\?.*$/, "");

const catalogue = listCalls().map((c) => ({
  ...c,
  key: `${c.method} ${c.version === 2 ? "v2:" : ""}${normalize(c.path)}${c.query.length ? `?${c.query.join("&")}` : ""}`,
}));

if (!specPresent) {
  console.warn(
    `spec §7 coverage: ${specPath} is not beside this clone; checking the client against spec-calls.json only.`,
  );
}

describe("spec §7 coverage, against server/provider/spec-calls.json", () => {
  it("the list has no duplicates", () => {
    expect(new Set(expected).size).toBe(expected.length);
  });

  it.each(expected)("the catalogue has %s", (line) => {
    expect(catalogue.map((c) => c.key)).toContain(line);
  });

  it("has nothing beyond the list but the MFA extension", () => {
    // Extensions are listed without their query parameters, path parameters as `{}`.
    const extra = catalogue.filter((c) => !expected.includes(c.key)).map((c) => c.key.replace(/\?.*$/, ""));
    expect(extra.sort()).toEqual([...extensions].sort());
    expect(
      catalogue
        .filter((c) => c.extension)
        .map((c) => `${c.method} ${normalize(c.path)}`)
        .sort(),
    ).toEqual([...extensions].sort());
  });

  it("has a client function for every call", () => {
    const api = createProviderClient({ baseUrl: "http://unused.test" }) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    const missing = catalogue
      .filter((c) => typeof api[c.area]?.[c.name] !== "function")
      .map((c) => `${c.area}.${c.name}`);
    expect(missing).toEqual([]);
  });
});

describe(`spec-calls.json against the spec file (${specPresent ? specPath : "not beside this clone: skipped"})`, () => {
  const section = () => {
    const spec = readFileSync(specPath, "utf8");
    const text = spec.slice(spec.indexOf("## 7."), spec.indexOf("## 8."));
    expect(text.length).toBeGreaterThan(1000);
    return text;
  };
  const paths = expected.map((line) => `/${pathOf(line)}`);

  it.runIf(specPresent)("every path in the spec's §7 is a run of segments of a listed path", () => {
    const tokens = [...section().matchAll(/[A-Za-z0-9{}.-]*\/[A-Za-z0-9{}./-]*/g)]
      .map((m) =>
        normalize(m[0])
          .replace(/^\/?api\/v\d\//, "")
          .replace(/^\/+|\/+$/g, "")
          .replace(/\.$/, ""),
      )
      .filter((t) => t !== "" && !/^(api\/)?v\d$/.test(t));
    const missing = tokens.filter((t) => !paths.some((p) => `${p}/`.includes(`/${t}/`) || p.endsWith(`/${t}`)));
    expect(missing).toEqual([]);
  });

  it.runIf(specPresent)("every hyphenated call name and query parameter of §7 is in the list", () => {
    const text = section();
    const names = [...new Set([...text.matchAll(/\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g)].map((m) => m[0]))];
    expect(names.filter((n) => !paths.some((p) => p.includes(n)))).toEqual([]);
    const queries = [...new Set([...text.matchAll(/[?&]([A-Za-z]+)/g)].map((m) => m[1]!))];
    expect(queries.filter((q) => !expected.some((line) => new RegExp(`[?&]${q}(&|$)`).test(line)))).toEqual([]);
  });

  it.runIf(specPresent)("every listed call outside management/jobs names something §7 names", () => {
    // The jobs are described in words ("VoIP CDR import…", docs/decisions/002); every other
    // listed path ends in a segment the spec writes out.
    const text = section();
    const unnamed = expected
      .filter((line) => !pathOf(line).startsWith("management/jobs/") || pathOf(line).includes("trigger-"))
      .filter((line) => {
        const last = pathOf(line)
          .split("/")
          .filter((segment) => segment !== "{}")
          .pop()!
          .replace(/\.\{\}$/, "");
        return !new RegExp(`(^|[^A-Za-z0-9-])${last.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^A-Za-z0-9-]|$)`).test(
          text,
        );
      });
    expect(unnamed).toEqual([]);
  });
});
