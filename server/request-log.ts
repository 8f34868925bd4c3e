import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { logger } from "./logger.ts";

/** An incoming request id is kept only when it is a UUID (as proxies send them); anything else is replaced. */
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Query parameters whose values are logged: paging, React Router's own (the routes of a data
 * request, the index marker) and the sign-in page's flags. Any other value is the visitor's (a
 * typed address, an email, a sign-in link's token) and stays out of the log, as do the names of
 * unknown parameters (a hand-written query can put anything in a name).
 */
const LOGGED_QUERY = new Set(["page", "tpage", "ipage", "_routes", "index", "expired", "link", "sent"]);
const MAX_LOGGED_VALUE = 100;

/** Where a request went, for its log line: the path, and the allow-listed part of its query. */
function loggedTarget(originalUrl: string): { path: string; query?: Record<string, string> } {
  const at = originalUrl.indexOf("?");
  if (at === -1) return { path: originalUrl };
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(originalUrl.slice(at + 1))) {
    if (LOGGED_QUERY.has(name)) query[name] = value.slice(0, MAX_LOGGED_VALUE);
  }
  return Object.keys(query).length > 0 ? { path: originalUrl.slice(0, at), query } : { path: originalUrl.slice(0, at) };
}

/** A request id per request (`res.locals.requestId`; a well-formed incoming one is kept), and one log line per response. */
export function requestLog(req: Request, res: Response, next: NextFunction) {
  const incoming = req.get("x-request-id");
  const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = id;
  res.setHeader("X-Request-Id", id);
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const line = {
      reqId: id,
      method: req.method,
      ...loggedTarget(req.originalUrl),
      status: res.statusCode,
      ms: Math.round(ms),
    };
    if (res.statusCode >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  });
  next();
}
