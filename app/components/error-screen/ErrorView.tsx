import { lazy, Suspense } from "react";
import { FallbackError } from "./FallbackError.tsx";

// The error screens' code loads when an error happens, so no page pays for it on a first visit.
// The server renders the screen whole (it sends a page once everything in it is ready), so a
// browser without JavaScript gets it as before, and hydration keeps the server's screen until the
// code arrives. In the browser, code that cannot load (the connection is gone) shows the plain one.
const ErrorScreen = lazy(() =>
  import("./ErrorScreen.tsx").catch(() => ({
    default: () => <FallbackError message="This page could not be shown. Check your connection, then try again." />,
  })),
);

/** The one error screen, chosen by what was thrown (spec §8). Used by the root and page boundaries. */
export function ErrorView({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <ErrorScreen error={error} />
    </Suspense>
  );
}
