import { useSyncExternalStore } from "react";

const noop = () => () => undefined;

/** False in the server's HTML (and without JavaScript), true once the page runs in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
