import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";

/** Server markup of `element` inside a router (components render links), as a first load sends it. */
export function html(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

/** The text a screen reader or a text browser gets: the markup without tags. */
export const text = (markup: string) => markup.replace(/<[^>]+>/g, "");
