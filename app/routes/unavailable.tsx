import { data, useLoaderData } from "react-router";
import { RouteErrorScreen } from "#app/components/error-screen/RouteErrorScreen.tsx";
import { config, LIMIT_UNAVAILABLE_MESSAGE } from "#app/lib/server-gateway.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { safeRedirectPath } from "#app/lib/validation.ts";
import type { Route } from "./+types/unavailable";
import { SiteShell } from "./site-shell.tsx";

/**
 * The plain-words 503 screen for a download (a CSV, an invoice PDF) refused while the state store
 * cannot be reached: a download's route cannot render a page, so the guard sends the browser here,
 * and Try again asks for the download again (docs/decisions/058).
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = safeRedirectPath(new URL(request.url).searchParams.get("page"), "/home");
  return data(
    { page, message: LIMIT_UNAVAILABLE_MESSAGE, supportPhone: config.SUPPORT_PHONE },
    { status: 503, headers: { "Retry-After": "30" } },
  );
}

export default function Unavailable() {
  const { page, message, supportPhone } = useLoaderData<typeof loader>();
  return (
    <SiteShell signedIn={false}>
      <PageTitle page="Error" />
      <RouteErrorScreen message={message} retryTo={page} supportPhone={supportPhone} />
    </SiteShell>
  );
}
