import { config } from "#server/config.ts";
import { setProviderTimeZone } from "#app/domain/time-zone.ts";

// The server's side of the provider's time zone (PROVIDER_TIME_ZONE): set once, when the server
// build is loaded (root.tsx imports this module for its loader), before any request is answered.
setProviderTimeZone(config.PROVIDER_TIME_ZONE);

/** The zone the browser must use too: the root loader sends it, and root.tsx sets it before anything renders. */
export function timeZoneForBrowser(): string {
  return config.PROVIDER_TIME_ZONE;
}
