import { config } from "#server/config.ts";
import { PRODUCT_TITLE } from "./product.ts";
import { tagManagerTag } from "./tag-manager.server.ts";

/** What every page needs to know about the brand and its switches; safe to send to the browser. */
export function branding() {
  const tagManagerId = config.wholesaler.isOE
    ? config.isProduction
      ? config.TAG_MANAGER_ID_PRODUCTION
      : config.TAG_MANAGER_ID_STAGING
    : null;
  // One of the Logo component's marks (its props check it where the logo is drawn).
  const mark = config.wholesaler.isOE ? ("energy" as const) : ("portal" as const);
  return {
    brandName: config.wholesaler.name,
    // The header's logo: the wholesaler's name and mark in its variant, else the portal's own.
    logo: { name: config.wholesaler.name ?? PRODUCT_TITLE, mark, src: config.BRAND_LOGO_PATH ?? null },
    tagManager: tagManagerTag(tagManagerId),
    supportPhone: config.SUPPORT_PHONE,
    features: {
      hardware: config.FEATURE_HARDWARE,
      voip: config.FEATURE_VOIP,
      moving: config.FEATURE_MOVING,
      staticIp: config.FEATURE_STATIC_IP,
    },
  };
}
