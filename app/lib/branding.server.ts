import { config } from "#server/config.ts";

/** What every page needs to know about the brand and its switches; safe to send to the browser. */
export function branding() {
  const tagManagerId = config.wholesaler.isOE
    ? config.isProduction
      ? config.TAG_MANAGER_ID_PRODUCTION
      : config.TAG_MANAGER_ID_STAGING
    : null;
  return {
    brandName: config.wholesaler.name,
    tagManagerId,
    supportPhone: config.SUPPORT_PHONE,
    features: {
      hardware: config.FEATURE_HARDWARE,
      voip: config.FEATURE_VOIP,
      moving: config.FEATURE_MOVING,
      staticIp: config.FEATURE_STATIC_IP,
    },
  };
}
