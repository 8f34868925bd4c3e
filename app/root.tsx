import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { PendingIndicator, SkipLink } from "./components/index.ts";
import { ErrorView } from "./lib/error-view.tsx";
import { branding } from "./lib/branding.server.ts";
import { errorScreenInfo } from "./lib/error-info.server.ts";
import { timeZoneForBrowser } from "./lib/dates.server.ts";
import { useNonce } from "./lib/nonce.ts";
import { TagManager } from "./lib/tag-manager.tsx";
import { setProviderTimeZone } from "./lib/time-zone.ts";
import "./styles/global.css.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { ...branding(), timeZone: timeZoneForBrowser(), ...errorScreenInfo(request) };
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
        <TagManager id={data?.tagManagerId} />
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

export default function App() {
  return <Outlet />;
}

/** Errors outside the signed-in pages (theirs render inside the layout: routes/page-boundary.tsx). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main-content" tabIndex={-1}>
      <ErrorView error={error} />
    </main>
  );
}
