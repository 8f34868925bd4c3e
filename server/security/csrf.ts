import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Only the portal's own pages may change state (DESIGN §4), on every route, resource routes
 * included (React Router's own check covers UI actions only). A state-changing request needs
 * `Sec-Fetch-Site: same-origin` (a sibling subdomain is `same-site`: refused), or, from a browser
 * that sends no Sec-Fetch-Site, an Origin equal to the portal's own; a browser that sends
 * neither (text browsers such as w3m) must send a Referer on the portal's own origin.
 */
export function isSameOriginRequest(headers: {
  site: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
  ownOrigin: string;
}): boolean {
  const { site, origin, referer, ownOrigin } = headers;
  if (site !== undefined && site !== "same-origin") return false;
  if (origin !== undefined) return origin === ownOrigin;
  return site === "same-origin" || originOf(referer) === ownOrigin;
}

export function csrfGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const allowed = isSameOriginRequest({
      site: req.get("sec-fetch-site"),
      origin: req.get("origin"),
      referer: req.get("referer"),
      ownOrigin: `${req.protocol}://${req.get("host")}`,
    });
    if (!allowed) {
      res.status(403).type("text/plain").send("Forbidden: this form can only be sent from the portal's own pages");
      return;
    }
    next();
  };
}
