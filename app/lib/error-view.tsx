import { Suspense } from "react";
import { lazyView } from "./lazy-view.tsx";

/** When the screens' code cannot be fetched (offline, or a new deployment replaced it): say the least, never loop. */
function CouldNotLoad() {
  return <h1>Something went wrong.</h1>;
}

/**
 * The one error screen, chosen by what was thrown (spec §8). Used by the root and page boundaries.
 *
 * The screens (./error-view-screen.tsx) are not on any page's first-visit JavaScript (issue 17's
 * budget): the browser loads their code only when an error is shown — hydrating a server-rendered
 * error page, or on a client navigation that fails (./lazy-view.tsx, which also says how the server
 * has the code loaded before it renders, so the screen is always in the page's HTML).
 */
export function ErrorView({ error }: { error: unknown }) {
  // A boundary of its own (unlike other lazy views): an error boundary may render it outside a
  // transition, where suspending with no boundary above would leave nothing on the screen.
  return (
    <Suspense fallback={null}>
      <Screen error={error} />
    </Suspense>
  );
}

const Screen = lazyView<{ error: unknown }>(() => import("./error-view-screen.tsx").then((m) => m.ErrorViewScreen), {
  failed: CouldNotLoad,
});
