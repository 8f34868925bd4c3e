import { Link, useRouteLoaderData } from "react-router";
import { Logo } from "#app/components/logo/Logo.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import { PRODUCT_TITLE } from "#app/components/page-title/PageTitle.tsx";

/**
 * The configured brand's logo (lib/branding.server.ts), a link to `to` where there is somewhere to
 * go. Without the root's data (its loader failed) the portal's own logo stands in.
 */
export function BrandLogo({ to }: { to?: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const logo = <Logo {...(root?.logo ?? { name: PRODUCT_TITLE })} />;
  return to ? <Link to={to}>{logo}</Link> : logo;
}
