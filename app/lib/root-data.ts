import { useRouteLoaderData } from "react-router";
import type { branding } from "./branding.server.ts";
import type { errorScreenInfo } from "./error-info.server.ts";

/**
 * What the root's loader (app/root.tsx) gives every page: the brand and its switches, the
 * provider's time zone, and what an error screen may show. Declared here, below the components and
 * pages that read it, so that none of them imports app/root.tsx: the root imports them.
 */
export type RootData = ReturnType<typeof branding> & { timeZone: string } & ReturnType<typeof errorScreenInfo>;

/** The root's data; undefined when its loader failed (an error screen must still draw then). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
