import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A product file stays short enough to read as one thing: past 400 lines it is split by meaning
 * (docs/decisions/069). Tests may run longer: a table of cases reads fine at any length.
 */
const MAX_LINES = 400;
const PRODUCT_FOLDERS = ["app", "server", "sandbox"] as const;

const CODE = /\.(ts|tsx|js|mjs|css)$/;
const TEST = /\.(test|spec)\.[^.]+$/;

/** Every product code file under `folders` (tests and generated route types left out), relative to `root`. */
function productFiles(root: string, folders: readonly string[] = PRODUCT_FOLDERS): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "+types") walk(relative);
      } else if (CODE.test(entry.name) && !TEST.test(entry.name)) files.push(relative);
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}

/** "path: N lines" for each file of `files` (relative to `root`) longer than MAX_LINES. */
function filesTooLong(root: string, files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(path.join(root, file), "utf8");
    const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    return lines > MAX_LINES ? [`${file}: ${lines} lines`] : [];
  });
}

const root = process.cwd();

describe("product files", () => {
  it(`have at most ${MAX_LINES} lines each in ${PRODUCT_FOLDERS.join("/, ")}/`, () => {
    const files = productFiles(root);
    expect(files.length).toBeGreaterThan(100);
    expect(filesTooLong(root, files)).toEqual([]);
  });

  it("counts what a test file may not, and leaves tests out", () => {
    const files = productFiles(root);
    expect(files).toContain(path.join("server", "provider", "calls.ts"));
    expect(files).toContain(path.join("app", "root.tsx"));
    expect(files.some((f) => TEST.test(f))).toBe(false);
  });
});
