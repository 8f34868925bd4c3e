import { config } from "#server/config.ts";
import { currentRequest } from "#server/request-context.ts";
import { formatAbn, SANDBOX_ABN } from "#app/domain/abn.ts";
import { PRODUCT_TITLE } from "./product.ts";
import { tagManagerTag } from "./tag-manager.server.ts";

/** What every page needs to know about the brand and its switches; safe to send to the browser. */
export function branding() {
  // Never on the staff console (its CSP would refuse it anyway).
  const tagManagerId =
    config.wholesaler.isOE && currentRequest().listener !== "staff"
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

/**
 * Who issues receipts (docs/decisions/081): the brand's name as the banner shows it, and its ABN
 * (BRAND_ABN; on the sandbox, the sandbox brand's). Null ABN: a provider that has not set one.
 */
export function receiptIssuer(): { name: string; abn: string | null } {
  const abn = config.BRAND_ABN ?? (config.useSandbox ? SANDBOX_ABN : null);
  return { name: config.wholesaler.name ?? PRODUCT_TITLE, abn: abn ? formatAbn(abn) : null };
}
