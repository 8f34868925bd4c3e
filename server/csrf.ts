import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests from other sites (DESIGN §4): `Sec-Fetch-Site: cross-site`,
 * or, when a browser sends no Sec-Fetch-Site, an Origin that is not ours. Applies to every
 * route, resource routes included (React Router's own check covers UI actions only).
 */
export function csrfGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const crossSite = site ? site === "cross-site" : origin !== undefined && origin !== "null" && origin !== ownOrigin;
    if (crossSite || (site === undefined && origin === "null")) {
      res.status(403).type("text/plain").send("Forbidden: cross-site request refused");
      return;
    }
    next();
  };
}
