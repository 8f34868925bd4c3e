import { isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import { FallbackError, NotFound, RenderErrorScreen, RouteErrorScreen } from "#app/components/index.ts";
import { PageTitle } from "./page-title.tsx";
import type { loader as rootLoader } from "#app/root.tsx";

function routeErrorMessage(error: { status: number; statusText: string; data: unknown }): string {
  const d = error.data;
  if (typeof d === "object" && d !== null && "message" in d) return String((d as { message: unknown }).message);
  if (typeof d === "string" && d) return d;
  return `${error.status} ${error.statusText}`.trim();
}

/** The one error screen, chosen by what was thrown (spec §8). Used by the root and page boundaries. */
export function ErrorView({ error }: { error: unknown }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  // The page's first (server) load has key "default": its request id is the one its log line carries.
  const firstLoad = useLocation().key === "default";
  const supportPhone = root?.supportPhone;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return (
        <>
          <PageTitle page="Page Not Found!" />
          <NotFound supportPhone={supportPhone} />
        </>
      );
    }
    return (
      <>
        <PageTitle page="Error" />
        <RouteErrorScreen message={routeErrorMessage(error)} supportPhone={supportPhone} />
      </>
    );
  }
  if (error instanceof Error) {
    // Development shows the error and its stack; elsewhere never internals (spec §8), but a reference.
    const screen = root?.errorDetails ? (
      <RenderErrorScreen
        message={error.message || error.name}
        details={error.stack || `${error.name}: ${error.message}`}
        supportPhone={supportPhone}
      />
    ) : (
      <RenderErrorScreen reference={firstLoad && root?.requestId ? root.requestId : null} supportPhone={supportPhone} />
    );
    return (
      <>
        <PageTitle page="Something went wrong" />
        {screen}
      </>
    );
  }
  return (
    <>
      <PageTitle page="Something went wrong" />
      <FallbackError message={String(error)} />
    </>
  );
}
