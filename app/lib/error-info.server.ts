import { config } from "#server/config.ts";
import { requestIdOf } from "#server/request-headers.ts";

/**
 * What the render error screen (spec §8, lib/error-view.tsx) may show: the error's text and
 * details only with APP_ENV=development; elsewhere a reference instead, the request id of the
 * page's own request (the id its log line carries).
 */
export function errorScreenInfo(request: Request) {
  return { errorDetails: config.APP_ENV === "development", requestId: requestIdOf(request) };
}
