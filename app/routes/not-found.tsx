import { data } from "react-router";
import { NotFound } from "#app/components/error-screen/NotFound.tsx";
import { isSignedIn } from "#app/lib/guard.server.ts";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { getSession } from "#app/lib/server-gateway.server.ts";
import { useRootData } from "#app/lib/root-data.ts";
import type { Route } from "./+types/not-found";
import { SiteShell } from "./site-shell.tsx";

/** 404; a signed-in customer keeps the navigation (a visitor without a session cookie costs no store lookup). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request.headers.get("Cookie"));
  const signedIn = session.get("token") ? await isSignedIn(session).catch(() => false) : false;
  return data({ signedIn }, { status: 404 });
}

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <SiteShell signedIn={loaderData.signedIn}>
      <PageTitle page="Page Not Found!" />
      <NotFound supportPhone={root?.supportPhone} />
    </SiteShell>
  );
}
