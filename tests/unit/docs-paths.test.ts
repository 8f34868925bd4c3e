import { existsSync, globSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Every repository path the documentation writes in backticks exists: a moved or deleted file shows
 * here instead of misleading a reader. A path is a backticked span whose first folder is one of the
 * repository's own (`app/…`, `server/…`, `docs/…`; `#app/…` and `#server/…` are read as paths
 * too); a glob must match a file. Spans with placeholders (`<name>`, `{a,b}`, `…`) are patterns,
 * not paths. A path that existed once and is gone is history: write it without backticks.
 */

const topFolders = new Set(
  readdirSync(".", { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== "node_modules" && e.name !== ".git")
    .map((e) => e.name),
);

const documents = ["README.md", ...globSync("docs/**/*.md")].sort();

/** The repository paths a document writes in backticks, outside fenced code blocks. */
export function backtickedPaths(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  const paths: string[] = [];
  for (const [, span] of prose.matchAll(/`([^`\n]+)`/g)) {
    let path = span!.trim().replace(/^#(app|server|sandbox|tests|scripts)\//, "$1/");
    if (/[\s<>{}…|]|\.\.\.|^\.\.?\//.test(path)) continue;
    path = path.replace(/:\d+(-\d+)?$/, "").replace(/[#?].*$/, "");
    const first = path.split("/")[0]!;
    if (!path.includes("/") || !topFolders.has(first)) continue;
    paths.push(path);
  }
  return paths;
}

const exists = (path: string) => (/[*[]/.test(path) ? globSync(path).length > 0 : existsSync(path));

describe("paths in the documentation", () => {
  it("reads backticked paths and leaves patterns and code alone", () => {
    const doc =
      "See `app/root.tsx:12`, `#server/config.ts`, `app/routes/<part>/`, `npm test`, `x/y`.\n```\n`app/gone.ts`\n```\n";
    expect(backtickedPaths(doc)).toEqual(["app/root.tsx", "server/config.ts"]);
  });

  it.each(documents)("%s names only paths that exist", (document) => {
    const missing = backtickedPaths(readFileSync(document, "utf8")).filter((path) => !exists(path));
    expect(missing).toEqual([]);
  });
});
