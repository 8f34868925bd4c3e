import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";

/**
 * The client build's files: hashed assets cached for a year, the few top-level files for an hour.
 * An asset the build also wrote compressed (`x.js.br`, `x.js.gz`: scripts/lib/precompress-assets.ts)
 * goes out in the best one the browser accepts, whatever COMPRESSION says: compressed once at build
 * time, it costs a request nothing (docs/decisions/075-compression-and-middleware.md).
 */
export function serveClientBuild(app: express.Express, clientDir: string) {
  const assetsDir = path.join(clientDir, "assets");
  app.use("/assets", precompressedVariants(assetsDir));
  app.use("/assets", express.static(assetsDir, { immutable: true, maxAge: "1y", fallthrough: false, index: false }));
  // The few files at the top of the client build (favicons, robots.txt), looked up by name: a page
  // request costs no file-system call (a stat per request was 2 % of a page's CPU time).
  const topFiles = new Set(
    existsSync(clientDir)
      ? readdirSync(clientDir, { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => `/${entry.name}`)
      : [],
  );
  const serveTopFile = express.static(clientDir, { maxAge: "1h", index: false });
  app.use((req, res, next) => (topFiles.has(req.path) ? serveTopFile(req, res, next) : next()));
}

type Encoding = "br" | "gzip";

/**
 * The encodings an Accept-Encoding header allows (any `q` above 0; `*` allows both), brotli first:
 * it is the smaller one, and browsers list it last ("gzip, deflate, br") though they prefer it.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const allowed = new Map<string, boolean>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    allowed.set(name, q === undefined || Number(q.slice(2)) > 0);
  }
  const allows = (name: Encoding) => allowed.get(name) ?? allowed.get("*") ?? false;
  return (["br", "gzip"] as const).filter(allows);
}

/**
 * Points a request for an asset at its compressed copy when the build wrote one the browser
 * accepts: the file's own type, `Content-Encoding`, and `Vary: Accept-Encoding` on every answer
 * for a file that has copies (a cache must not give the brotli copy to a client without brotli).
 * The names are read once at start: the build's files do not change under a running portal.
 */
function precompressedVariants(assetsDir: string) {
  const names = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  const suffix: Record<Encoding, string> = { br: ".br", gzip: ".gz" };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!names.has(`${name}.br`) && !names.has(`${name}.gz`)) return next();
    res.vary("Accept-Encoding");
    const encoding = acceptedEncodings(req.get("accept-encoding")).find((e) => names.has(name + suffix[e]));
    if (!encoding) return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding);
    const query = req.url.indexOf("?");
    req.url = `/${name}${suffix[encoding]}${query === -1 ? "" : req.url.slice(query)}`;
    next();
  };
}
