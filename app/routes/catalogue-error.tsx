import { data, Link } from "react-router";
import { config } from "#app/lib/server-gateway.server.ts";
import { AppShell } from "#app/components/app-shell/AppShell.tsx";
import { PageHeading } from "#app/components/page-heading/PageHeading.tsx";
import type { Route } from "./+types/catalogue-error";

/*
 * Throws on purpose so the e2e tests can see the error screens: `?kind=route` fails in the
 * loader (root ErrorBoundary), `?kind=render` fails while rendering. Not in production.
 */

export const meta: Route.MetaFunction = () => [{ title: "Error screen tests | Self Service Portal" }];

export function loader({ request }: Route.LoaderArgs) {
  if (config.isProduction) throw data(null, { status: 404 });
  const kind = new URL(request.url).searchParams.get("kind");
  // A thrown route error response, not `new Error(…)`: in production builds React Router
  // replaces an Error's message from a loader with "Unexpected Server Error" (and the root shows
  // an Error as a render error), so the route error screen could not show this message.
  if (kind === "route") throw data("Catalogue test error", { status: 500 });
  return { kind };
}

export default function CatalogueError({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "render") throw new Error("Catalogue render test error");
  return (
    <AppShell brand={<Link to="/__catalogue">Self Service Portal</Link>}>
      <PageHeading description="Each link opens a page that fails on purpose.">Error screen tests</PageHeading>
      <ul>
        <li>
          <Link to="?kind=route">An error thrown by a loader</Link>
        </li>
        <li>
          <Link to="?kind=render">An error thrown while rendering</Link>
        </li>
        <li>
          <Link to="/__catalogue/no-such-page">A page that does not exist</Link>
        </li>
        <li>
          <Link to="/__catalogue">Back to the component catalogue</Link>
        </li>
      </ul>
    </AppShell>
  );
}
