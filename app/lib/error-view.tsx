import { isRouteErrorResponse } from "react-router";
import { FallbackError, NotFound, RenderErrorScreen, RouteErrorScreen } from "../components/index.ts";
import { PageTitle } from "./page-title.tsx";

function routeErrorMessage(error: { status: number; statusText: string; data: unknown }): string {
  const d = error.data;
  if (typeof d === "object" && d !== null && "message" in d) return String((d as { message: unknown }).message);
  if (typeof d === "string" && d) return d;
  return `${error.status} ${error.statusText}`.trim();
}

/** The one error screen, chosen by what was thrown (spec §8). Used by the root and page boundaries. */
export function ErrorView({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return (
        <>
          <PageTitle page="Page Not Found!" />
          <NotFound />
        </>
      );
    }
    return (
      <>
        <PageTitle page="Error" />
        <RouteErrorScreen message={routeErrorMessage(error)} />
      </>
    );
  }
  if (error instanceof Error) {
    const details = import.meta.env.DEV ? error.stack : undefined;
    return (
      <>
        <PageTitle page="Something went wrong" />
        <RenderErrorScreen message={error.message} details={details} />
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
