import { Suspense, type ComponentType } from "react";

type Props = { error: unknown };

let screen: ComponentType<Props> | null = null;
let loading: Promise<void> | null = null;

/** Loads the error screens' code (once). The server awaits it before rendering a page (entry.server.tsx). */
export function preloadErrorView(): Promise<void> {
  loading ??= import("./error-view-screen.tsx").then(
    (m) => {
      screen = m.ErrorViewScreen;
    },
    () => {
      // The code could not be fetched (offline, or a new deployment replaced it): say the least, never loop.
      screen = CouldNotLoad;
    },
  );
  return loading;
}

function CouldNotLoad() {
  return <h1>Something went wrong.</h1>;
}

function Screen({ error }: Props) {
  // Suspends until the code is there (React's Suspense protocol: a thrown promise).
  if (!screen) throw preloadErrorView();
  const Loaded = screen;
  return <Loaded error={error} />;
}

/**
 * The one error screen, chosen by what was thrown (spec §8). Used by the root and page boundaries.
 *
 * The screens (./error-view-screen.tsx) are not on any page's first-visit JavaScript (issue 17's
 * budget): the browser loads their code only when an error is shown — hydrating a server-rendered
 * error page (React keeps the server's markup inside the Suspense boundary until the code is
 * there), or on a client navigation that fails. The server has the code loaded before it renders,
 * so nothing suspends there: the screen is in the page's HTML (JavaScript off sees all of it),
 * never a fallback streamed in by script. The boundary is in both trees, so their markup matches.
 */
export function ErrorView({ error }: Props) {
  return (
    <Suspense fallback={null}>
      <Screen error={error} />
    </Suspense>
  );
}
