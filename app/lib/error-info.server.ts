import { config } from "#server/config.ts";
import { currentRequest } from "#server/request-context.ts";

/**
 * What the render error screen (spec §8, components/error-screen/ErrorScreen.tsx) may show: the error's text and
 * details only with APP_ENV=development; elsewhere a reference instead, the request id of the
 * page's own request (the id its log line carries).
 */
export function errorScreenInfo() {
  return { errorDetails: config.APP_ENV === "development", requestId: currentRequest().id };
}
