import { type ReactNode, useEffect, useRef } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { PendingIndicator } from "#app/components/pending-indicator/PendingIndicator.tsx";
import { SkipLink } from "#app/components/skip-link/SkipLink.tsx";
import { ErrorView } from "#app/components/error-screen/ErrorView.tsx";
import { SiteShell } from "./routes/site-shell.tsx";
import { branding } from "./lib/branding.server.ts";
import { errorScreenInfo } from "./lib/error-info.server.ts";
import { routeMetrics } from "./lib/route-metrics.server.ts";
import { timeZoneForBrowser } from "./lib/dates.server.ts";
import { useNonce } from "./lib/nonce.ts";
import type { RootData } from "./lib/root-data.ts";
import { loadTagManagerFreePagesAsDocuments, TagManager } from "./lib/tag-manager.tsx";
import { setProviderTimeZone } from "#app/domain/time-zone.ts";
import "./styles/global.css.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

/** Every request's metrics are labelled with the route that answered it (docs/decisions/050). */
export const middleware: Route.MiddlewareFunction[] = [routeMetrics];

/** No page with a secret field is drawn where the tag manager ran (docs/decisions/055). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [loadTagManagerFreePagesAsDocuments];

export function loader(): RootData {
  return { ...branding(), timeZone: timeZoneForBrowser(), ...errorScreenInfo() };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  // Dates worked out in the browser (a form's inline checks) use the provider's zone, as the server does.
  if (data) setProviderTimeZone(data.timeZone);
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <Meta />
        <Links />
        <TagManager tag={data?.tagManager} />
      </head>
      <body>
        <SkipLink />
        <PendingIndicator />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * After a client navigation to another page (a link, a GET form, a post that lands on a new page),
 * focus goes to the new page's h1, so a screen reader announces it and Tab starts from the page.
 * Not on the first load, not for a post back to the same page, and not when the page has already
 * moved focus itself (an error summary or alert, tabindex=-1), nor when a modal opens or closes.
 */
export default function App() {
  const { pathname, search } = useLocation();
  // A modal (?modal=…) is not a new page: it moves focus in and back out itself (components/modal/Modal.tsx).
  const query = new URLSearchParams(search);
  query.delete("modal");
  const url = `${pathname}?${query}`;
  const shown = useRef(url);
  useEffect(() => {
    if (shown.current === url) return;
    shown.current = url;
    const heading = document.querySelector("h1");
    if (!heading || document.activeElement?.matches("[tabindex='-1']")) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [url]);
  return <Outlet />;
}

/**
 * Errors outside the signed-in pages (theirs render inside the layout: routes/mfa-gated.tsx, routes/page-boundary.tsx),
 * under the brand's banner; the screen itself offers the way home and the support number.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell signedIn={false}>
      <ErrorView error={error} />
    </SiteShell>
  );
}
