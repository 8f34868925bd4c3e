// A Vite plugin of the portal's build: every hashed script, style sheet and SVG of
// build/client/assets is also written compressed beside itself (`x.js.br`, `x.js.gz`), once, at
// the best levels. The portal sends those to a browser that accepts them (server/static-files.ts)
// whatever COMPRESSION says, and a proxy in front passes them on as they are: no request
// compresses a file again (docs/decisions/075-compression-and-middleware.md). It runs when the
// server build closes, the last step: React Router writes the route manifest
// (assets/manifest-*.js, loaded on every first visit) only then.

import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt)$/;

/** Writes `.br` and `.gz` beside each compressible file of `dir`; returns how many it compressed. */
export async function precompressDirectory(dir: string): Promise<number> {
  const names = await readdir(dir);
  let count = 0;
  await Promise.all(
    names
      .filter((name) => COMPRESSIBLE.test(name))
      .map(async (name) => {
        const file = path.join(dir, name);
        const bytes = await readFile(file);
        if (bytes.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipped(bytes, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        count++;
      }),
  );
  return count;
}

export function precompressAssets(clientAssetsDir = "build/client/assets"): Plugin {
  let root = process.cwd();
  return {
    name: "precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    configResolved(config) {
      root = config.root;
    },
    async closeBundle() {
      await precompressDirectory(path.resolve(root, clientAssetsDir));
    },
  };
}
