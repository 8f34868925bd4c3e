import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createPortalApp } from "./app.ts";
import { config } from "./config.ts";
import { acceptedEncodings } from "./static-files.ts";

/** What a browser sends (Chromium, Firefox). */
const BROWSER = "gzip, deflate, br";
const PAGE = `<!doctype html><html><body>${"<p>A page long enough to be worth compressing.</p>".repeat(200)}</body></html>`;
const SCRIPT = `export const x = ${JSON.stringify("a script ".repeat(500))};\n`;

/** A client build with one asset and its compressed copies, as `npm run build` writes them. */
function clientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "ssp-static-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets/app-1234.js"), SCRIPT);
  writeFileSync(path.join(dir, "assets/app-1234.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, "assets/app-1234.js.gz"), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, "assets/plain-1234.js"), SCRIPT);
  return dir;
}

const page: RequestHandler = (_req, res) => {
  res.type("html").send(PAGE);
};

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** The portal's app (a stand-in page handler) on a free port, with COMPRESSION as given. */
async function portal(compression: boolean): Promise<string> {
  const app = createPortalApp({ ...config, COMPRESSION: compression }, page, clientBuild());
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A GET with the given Accept-Encoding, the body as sent (not decoded). */
function fetchRaw(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}

describe("COMPRESSION: who compresses a page", () => {
  it("on (npm start, nothing in front): the portal compresses pages for a browser that accepts it", async () => {
    const url = await portal(true);
    const response = await fetchRaw(`${url}/home`, BROWSER);
    expect(response.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
    expect(response.body.length).toBeLessThan(PAGE.length / 4);
  });

  it("off (a proxy in front compresses): pages go out as they are, even to a browser that accepts gzip", async () => {
    const url = await portal(false);
    const response = await fetchRaw(`${url}/home`, BROWSER);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.toString()).toBe(PAGE);
  });
});

describe("assets the build compressed", () => {
  it.each([true, false])("go out compressed whatever COMPRESSION says (%s), brotli first", async (compression) => {
    const url = await portal(compression);
    const br = await fetchRaw(`${url}/assets/app-1234.js`, BROWSER);
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(br.body.equals(brotliCompressSync(SCRIPT))).toBe(true);

    const gz = await fetchRaw(`${url}/assets/app-1234.js`, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body.equals(gzipSync(SCRIPT))).toBe(true);

    const plain = await fetchRaw(`${url}/assets/app-1234.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("a file without compressed copies is served as it is (or by COMPRESSION)", async () => {
    const url = await portal(false);
    const response = await fetchRaw(`${url}/assets/plain-1234.js`, BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.toString()).toBe(SCRIPT);
  });

  it("an unknown asset is still a 404", async () => {
    const url = await portal(false);
    expect((await fetchRaw(`${url}/assets/missing.js`, BROWSER)).status).toBe(404);
  });
});

describe("acceptedEncodings", () => {
  it.each([
    [undefined, []],
    ["", []],
    [BROWSER, ["br", "gzip"]],
    ["gzip", ["gzip"]],
    ["br;q=0, gzip;q=0.5", ["gzip"]],
    ["*", ["br", "gzip"]],
    ["*, br;q=0", ["gzip"]],
    ["identity", []],
    ["GZIP", ["gzip"]],
  ])("%s → %j", (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});
