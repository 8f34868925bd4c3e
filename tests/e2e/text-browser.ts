import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A page's HTML as Debian's w3m shows it (`-dump`, 100 columns): what a text-browser customer reads. */
export async function w3mDump(html: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "w3m-"));
  try {
    const file = join(dir, "page.html");
    await writeFile(file, html);
    return (await run("w3m", ["-dump", "-cols", "100", "-T", "text/html", file])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
