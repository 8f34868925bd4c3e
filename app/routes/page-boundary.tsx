import { Outlet } from "react-router";
import { ErrorView } from "#app/components/error-screen/ErrorView.tsx";
import type { Route } from "./+types/page-boundary";

/** Catches a signed-in page's error so it shows inside the layout, with navigation still there. */
export default function PageBoundary() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
