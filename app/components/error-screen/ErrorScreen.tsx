import { isRouteErrorResponse, useLocation } from "react-router";
import { FallbackError } from "./FallbackError.tsx";
import { NotFound } from "./NotFound.tsx";
import { RenderErrorScreen } from "./RenderErrorScreen.tsx";
import { RouteErrorScreen } from "./RouteErrorScreen.tsx";
import { PageTitle } from "#app/components/page-title/PageTitle.tsx";
import { useRootData } from "#app/lib/root-data.ts";

/** The words a route error carries (`{ message, detail? }`, app/lib/provider-outcome.server.ts), or plain ones. */
function routeErrorWords(error: { status: number; data: unknown }): { message: string; detail: string | null } {
  const d = error.data;
  if (typeof d === "object" && d !== null && "message" in d) {
    const detail = "detail" in d && typeof d.detail === "string" ? d.detail : null;
    return { message: String((d as { message: unknown }).message), detail };
  }
  if (typeof d === "string" && d) return { message: d, detail: null };
  // No words of its own: never a bare status line for the customer.
  return { message: "This page could not be shown. Please try again in a moment.", detail: null };
}

/** The one error screen, chosen by what was thrown (spec §8); ./ErrorView.tsx loads it. */
export default function ErrorScreen({ error }: { error: unknown }) {
  const root = useRootData();
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
        <RouteErrorScreen {...routeErrorWords(error)} supportPhone={supportPhone} />
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
