import type { MiddlewareFunction } from "react-router";
import { recordRoutePattern } from "#server/metrics.ts";

/**
 * The root route's server middleware: tells the request's metrics which route answered it, by
 * React Router's pattern (`billing/pay`), never the URL. It runs for page and `.data` requests
 * alike (the root has a loader), before any guard can redirect, and leaves the answer to `next`.
 */
export const routeMetrics: MiddlewareFunction<Response> = ({ pattern }) => {
  recordRoutePattern(pattern);
};
