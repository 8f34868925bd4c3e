// The bare app's server: Express 5, compression() as server/app.ts mounts it (COMPRESSION, default
// on), the client build's files, and React Router's request handler. PORT and HOST as the portal's.

import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";

const buildDir = path.resolve(fileURLToPath(import.meta.url), "../../../bench-results/bare-app");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
if (!["off", "false", "0", "no"].includes(process.env.COMPRESSION ?? "on")) app.use(compression());
app.use(
  "/assets",
  express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
);
app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));
const port = Number(process.env.PORT ?? 3000);
app.listen(port, process.env.HOST ?? "127.0.0.1", () => process.stdout.write(`bare app on http://127.0.0.1:${port}\n`));
