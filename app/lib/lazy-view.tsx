import type { ComponentType } from "react";

/** Every lazy view's loader, registered as route modules load (the server loads them all at start). */
const loaders: (() => Promise<void>)[] = [];

/**
 * A part of a page that a first visit does not show, whose code the browser loads only when it is
 * rendered (issue 17's first-visit budget): a later step of a flow, a confirmation after a post.
 * `load` is a dynamic import of the module that holds it.
 *
 * The server loads every lazy view's code before it renders a page (entry.server.tsx awaits
 * preloadLazyViews()), so nothing suspends there: the view is in the page's HTML, and JavaScript
 * off sees all of it, never a fallback. In the browser it suspends until its code is there, with
 * no Suspense boundary of its own: hydrating a page that shows it, React keeps the server's markup
 * (and hydrates once the code is there); after a client navigation or a post, React Router
 * renders in a transition, so the page it replaces stays (with its pending button) until the new
 * one can be shown whole — then the root's focus handling finds the new h1. (A boundary of its
 * own would show its empty fallback at once: a new boundary does that even in a transition, and
 * focus would be lost to the body.) A chunk that cannot be
 * fetched (offline, a new deployment) is an error for the page's error boundary, or shows `failed`
 * when given (the error screens: an error boundary's own error would loop).
 *
 * Its CSS is not loaded with it (vite.config.ts, plainDynamicImports): a lazy view may only use
 * styles that its page also imports statically (the route's own `.css.ts`, the "ui" chunk's).
 */
export function lazyView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { failed }: { failed?: ComponentType<Props> } = {},
): ComponentType<Props> {
  let Loaded: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        Loaded =
          failed ??
          (() => {
            throw error;
          });
      },
    ));
  loaders.push(preload);
  return function LazyView(props: Props) {
    // Suspends until the code is there (React's Suspense protocol: a thrown promise).
    if (!Loaded) throw preload();
    return <Loaded {...props} />;
  };
}

/** Loads the code of every lazy view (once). The server awaits it before rendering a page. */
export function preloadLazyViews(): Promise<void> {
  return Promise.all(loaders.map((preload) => preload())).then(() => undefined);
}
