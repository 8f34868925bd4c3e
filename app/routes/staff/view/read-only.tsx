import { Outlet } from "react-router";
import { readOnlyView } from "#app/lib/staff/view.server.ts";
import type { Route } from "./+types/read-only";

/** The view's reading pages: GET only (405 before any loader or provider call). */
export const middleware: Route.MiddlewareFunction[] = [readOnlyView];

export default function ReadOnlyView() {
  return <Outlet />;
}
