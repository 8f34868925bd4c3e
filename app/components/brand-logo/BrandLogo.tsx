import { Link } from "react-router";
import { Logo } from "#app/components/logo/Logo.tsx";
import { PRODUCT_TITLE } from "#app/lib/product.ts";
import { useRootData } from "#app/lib/root-data.ts";

/**
 * The configured brand's logo (lib/branding.server.ts), a link to `to` where there is somewhere to
 * go. Without the root's data (its loader failed) the portal's own logo stands in.
 */
export function BrandLogo({ to }: { to?: string }) {
  const root = useRootData();
  const logo = <Logo {...(root?.logo ?? { name: PRODUCT_TITLE })} />;
  return to ? <Link to={to}>{logo}</Link> : logo;
}
